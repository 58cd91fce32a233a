import { DomainEvent } from '../../../platform/events/domain-event';

/*
 * STAND-IN of the seasons helper's file (issue 20 contract), written to the contract so that the
 * pools work runs before theirs lands: at the merge, take the seasons helper's version.
 */

/** Stored in the event log: never renamed. */
export const SEASON_AGGREGATE = 'Season';
export const SeasonEventType = {
  scheduled: 'seasons.SeasonScheduled',
  scheduleDeleted: 'seasons.ScheduleDeleted',
  locked: 'seasons.SeasonLocked',
  opened: 'seasons.SeasonOpened',
} as const;

export interface SeasonScheduledFacts {
  scheduleId: string;
  lockDate: string;
  lockAt: string;
}
export interface ScheduleDeletedFacts {
  scheduleId: string;
  lockDate: string;
}
export interface SeasonLockedFacts {
  seasonNo: number;
  name: string;
  lockDate: string;
  lockedAt: string;
  scheduleId: string;
  nextSeasonNo: number;
}
export interface SeasonOpenedFacts {
  seasonNo: number;
  name: string;
  startedAt: string;
}

abstract class SeasonEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return SEASON_AGGREGATE;
  }
}

export class SeasonScheduled extends SeasonEvent<SeasonScheduledFacts> {
  get type() {
    return SeasonEventType.scheduled;
  }
}
export class ScheduleDeleted extends SeasonEvent<ScheduleDeletedFacts> {
  get type() {
    return SeasonEventType.scheduleDeleted;
  }
}
/** Appended in the lock's transaction, with the SeasonOpened of the next season. */
export class SeasonLocked extends SeasonEvent<SeasonLockedFacts> {
  get type() {
    return SeasonEventType.locked;
  }
}
export class SeasonOpened extends SeasonEvent<SeasonOpenedFacts> {
  get type() {
    return SeasonEventType.opened;
  }
}
