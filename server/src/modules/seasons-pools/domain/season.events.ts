import { DomainEvent } from '../../../platform/events/domain-event';

/** Stored in the event log: never renamed (ADR 0035). */
export const SEASON_AGGREGATE = 'Season';
export const SEASON_SCHEDULE_AGGREGATE = 'SeasonSchedule';
export const SeasonEventType = {
  scheduled: 'seasons.SeasonScheduled',
  scheduleDeleted: 'seasons.ScheduleDeleted',
  locked: 'seasons.SeasonLocked',
  opened: 'seasons.SeasonOpened',
} as const;
export type SeasonEventType = (typeof SeasonEventType)[keyof typeof SeasonEventType];

/** `lockDate` is the operator's calendar day; `lockAt` the instant it starts (ISO 8601). */
export interface SeasonScheduledPayload {
  scheduleId: string;
  lockDate: string;
  lockAt: string;
}
export interface ScheduleDeletedPayload {
  scheduleId: string;
  lockDate: string;
}
/** The season that ended; `nextSeasonNo` opened in the same transaction. */
export interface SeasonLockedPayload {
  seasonNo: number;
  name: string;
  lockDate: string;
  lockedAt: string;
  scheduleId: string;
  nextSeasonNo: number;
}
export interface SeasonOpenedPayload {
  seasonNo: number;
  name: string;
  startedAt: string;
}

/** An admin scheduled the current season's lock (aggregate: the schedule). */
export class SeasonScheduled extends DomainEvent<SeasonScheduledPayload> {
  get type() {
    return SeasonEventType.scheduled;
  }
  get aggregateType() {
    return SEASON_SCHEDULE_AGGREGATE;
  }
}
/** An admin deleted a schedule before it fired: it will never lock anything. */
export class ScheduleDeleted extends DomainEvent<ScheduleDeletedPayload> {
  get type() {
    return SeasonEventType.scheduleDeleted;
  }
  get aggregateType() {
    return SEASON_SCHEDULE_AGGREGATE;
  }
}
/**
 * The season ended. Unit events sealed before this event belong to it, those sealed after to the
 * next season (ADR 0035): consumers place the boundary by seal order, not by timestamps.
 */
export class SeasonLocked extends DomainEvent<SeasonLockedPayload> {
  get type() {
    return SeasonEventType.locked;
  }
  get aggregateType() {
    return SEASON_AGGREGATE;
  }
}
/** A season began: the one after the season just locked. */
export class SeasonOpened extends DomainEvent<SeasonOpenedPayload> {
  get type() {
    return SeasonEventType.opened;
  }
  get aggregateType() {
    return SEASON_AGGREGATE;
  }
}
