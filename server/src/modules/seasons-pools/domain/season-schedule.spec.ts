import { seasonName, nextSeasonNo } from './season';
import { deletionRefusal, mayFire, schedulingRefusal, ScheduleStatus } from './season-schedule';

describe('a season schedule', () => {
  const due = new Date('2026-06-01T00:00:00Z');

  it('fires only while scheduled and once its instant has come', () => {
    expect(mayFire(ScheduleStatus.scheduled, due, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(mayFire(ScheduleStatus.scheduled, due, new Date('2026-06-03T00:00:00Z'))).toBe(true);
    expect(mayFire(ScheduleStatus.scheduled, due, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(mayFire(ScheduleStatus.deleted, due, new Date('2026-06-03T00:00:00Z'))).toBe(false);
    expect(mayFire(ScheduleStatus.fired, due, new Date('2026-06-03T00:00:00Z'))).toBe(false);
  });

  it('is deleted only while scheduled: a fired one is refused, a deleted or unknown one is not found', () => {
    expect(deletionRefusal(ScheduleStatus.scheduled)).toBeNull();
    expect(deletionRefusal(ScheduleStatus.fired)).toBe('SEASON.SCHEDULE_FIRED');
    expect(deletionRefusal(ScheduleStatus.deleted)).toBe('SEASON.SCHEDULE_NOT_FOUND');
    expect(deletionRefusal(null)).toBe('SEASON.SCHEDULE_NOT_FOUND');
  });

  it('refuses a date in the past before a date already taken', () => {
    expect(schedulingRefusal({ beforeToday: false, dateTaken: false })).toBeNull();
    expect(schedulingRefusal({ beforeToday: true, dateTaken: true })).toBe('SEASON.DATE_IN_PAST');
    expect(schedulingRefusal({ beforeToday: false, dateTaken: true })).toBe('SEASON.ALREADY_SCHEDULED');
  });
});

describe('a season', () => {
  it('is named by its number, and the next one follows it', () => {
    expect(seasonName(1)).toBe('Season 1');
    expect(seasonName(12)).toBe('Season 12');
    expect(nextSeasonNo(3)).toBe(4);
  });
});
