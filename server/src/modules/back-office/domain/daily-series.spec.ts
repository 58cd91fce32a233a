import { chartStart, dailySeries, sumSince, weekStart } from './daily-series';

describe('daily series', () => {
  const today = new Date('2026-03-04T18:30:00Z'); // a Wednesday

  it('fills every day of the window, oldest first, zero where nothing happened', () => {
    const series = dailySeries(
      new Map([
        ['2026-03-04', 3],
        ['2026-03-01', 2],
        ['2025-01-01', 9],
      ]),
      today,
      5,
    );
    expect(series).toEqual([
      { date: '2026-02-28', value: 0 },
      { date: '2026-03-01', value: 2 },
      { date: '2026-03-02', value: 0 },
      { date: '2026-03-03', value: 0 },
      { date: '2026-03-04', value: 3 },
    ]);
    expect(dailySeries(new Map(), today)).toHaveLength(90);
    expect(chartStart(today)).toBe('2025-12-05');
  });

  it('starts the week on Monday (UTC) and sums from a day on', () => {
    expect(weekStart(today)).toBe('2026-03-02');
    expect(weekStart(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    expect(weekStart(new Date('2026-03-08T23:59:59Z'))).toBe('2026-03-02');
    const values = new Map([
      ['2026-03-01', 5],
      ['2026-03-02', 1],
      ['2026-03-04', 2],
    ]);
    expect(sumSince(values, '2026-03-02')).toBe(3);
  });
});
