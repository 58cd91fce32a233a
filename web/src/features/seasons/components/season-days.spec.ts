import { formatDay, todayIso } from './season-days';

describe('season days', () => {
  it('writes a calendar day as MM-DD-YYYY without moving it across time zones', () => {
    expect(formatDay('2026-05-01')).toBe('05-01-2026');
    expect(formatDay('2026-12-31T00:00:00.000Z')).toBe('12-31-2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });

  it('gives today on the local calendar as the date input wants it', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
