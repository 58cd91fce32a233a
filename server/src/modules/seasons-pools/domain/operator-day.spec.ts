import { dateIn, isBeforeToday, isCalendarDate, isTimeZone, startOfDayIn, todayIn } from './operator-day';

describe('the operator day', () => {
  it('reads a lock date only as a real YYYY-MM-DD date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '26-01-01',
      '0000-01-01',
      '',
      20260101,
      null,
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('knows IANA zones by name', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Prague')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('starts a day at local midnight in UTC and in fixed and seasonal zones', () => {
    expect(startOfDayIn('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfDayIn('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(startOfDayIn('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'Pacific/Kiritimati').toISOString()).toBe('2026-07-14T10:00:00.000Z');
  });

  it('takes the offset of the day itself on the days clocks change (New York, 2026)', () => {
    // DST begins 8 March at 02:00 and ends 1 November at 02:00: both days still start at EST/EDT midnight.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('starts a day that has no midnight at the jump (Santiago, 6 September 2026: 00:00 -> 01:00)', () => {
    const start = startOfDayIn('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dateIn('America/Santiago', start)).toBe('2026-09-06');
    expect(dateIn('America/Santiago', new Date(start.getTime() - 1))).toBe('2026-09-05');
  });

  it('starts a day whose midnight happens twice at the second one (Santiago, 5 April 2026: 00:00 -> 23:00)', () => {
    // At 03:00Z on 5 April local midnight becomes 23:00 on the 4th again; the 5th begins an hour later.
    const start = startOfDayIn('2026-04-05', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(dateIn('America/Santiago', new Date(start.getTime() - 1))).toBe('2026-04-04');
  });

  it('names today and the days before it in the zone, not in UTC', () => {
    const now = new Date('2026-05-01T02:00:00Z'); // still 30 April in New York, 1 May in Tokyo
    expect(todayIn('America/New_York', now)).toBe('2026-04-30');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-05-01');
    expect(isBeforeToday('2026-04-30', 'America/New_York', now)).toBe(false);
    expect(isBeforeToday('2026-04-30', 'Asia/Tokyo', now)).toBe(true);
    expect(isBeforeToday('2026-04-29', 'America/New_York', now)).toBe(true);
  });

  it('puts the start of today at or before now, and of tomorrow after it', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const now = new Date('2026-10-04T15:47:00Z');
      const today = todayIn(zone, now);
      expect(startOfDayIn(today, zone).getTime()).toBeLessThanOrEqual(now.getTime());
      const tomorrow = new Date(startOfDayIn(today, zone).getTime() + 30 * 3_600_000);
      expect(startOfDayIn(dateIn(zone, tomorrow), zone).getTime()).toBeGreaterThan(now.getTime());
    }
  });
});
