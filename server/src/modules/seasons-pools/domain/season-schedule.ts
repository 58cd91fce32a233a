/**
 * A scheduled lock's life: `scheduled` until it fires (locks the current season) or an admin
 * deletes it. Both ends are final: a deleted schedule never locks, a fired one cannot be deleted.
 */
export const ScheduleStatus = {
  scheduled: 'scheduled',
  deleted: 'deleted',
  fired: 'fired',
} as const;
export type ScheduleStatus = (typeof ScheduleStatus)[keyof typeof ScheduleStatus];

export const SeasonRefusalCode = {
  dateInPast: 'SEASON.DATE_IN_PAST',
  alreadyScheduled: 'SEASON.ALREADY_SCHEDULED',
  scheduleNotFound: 'SEASON.SCHEDULE_NOT_FOUND',
  scheduleFired: 'SEASON.SCHEDULE_FIRED',
} as const;
export type SeasonRefusalCode = (typeof SeasonRefusalCode)[keyof typeof SeasonRefusalCode];

/** English texts of the refusals; the locale files carry every language. */
export const SeasonRefusalText: Record<SeasonRefusalCode, string> = {
  'SEASON.DATE_IN_PAST': 'The lock date must be today or later.',
  'SEASON.ALREADY_SCHEDULED': 'A season lock is already scheduled for this date.',
  'SEASON.SCHEDULE_NOT_FOUND': 'Scheduled season not found.',
  'SEASON.SCHEDULE_FIRED': 'This scheduled season has already locked the season and cannot be deleted.',
};

export class SeasonRefusal extends Error {
  constructor(readonly code: SeasonRefusalCode) {
    super(SeasonRefusalText[code]);
  }
}

/** Why a schedule may not be deleted, or null when it may. A deleted one is gone for the admin. */
export function deletionRefusal(status: ScheduleStatus | null): SeasonRefusalCode | null {
  if (status === null || status === ScheduleStatus.deleted) return SeasonRefusalCode.scheduleNotFound;
  if (status === ScheduleStatus.fired) return SeasonRefusalCode.scheduleFired;
  return null;
}

/** Only a schedule still `scheduled` whose instant has come locks a season. */
export const mayFire = (status: ScheduleStatus, lockAt: Date, now: Date): boolean =>
  status === ScheduleStatus.scheduled && lockAt.getTime() <= now.getTime();

/**
 * Why a lock date cannot be scheduled, or null: not before today (in the operator's zone), and not
 * a date that already has a schedule waiting or has already locked a season (a second lock on the
 * same day would make a season of a few minutes).
 */
export function schedulingRefusal(input: {
  beforeToday: boolean;
  dateTaken: boolean;
}): SeasonRefusalCode | null {
  if (input.beforeToday) return SeasonRefusalCode.dateInPast;
  if (input.dateTaken) return SeasonRefusalCode.alreadyScheduled;
  return null;
}
