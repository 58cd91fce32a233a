import { Command } from '@nestjs/cqrs';

export interface ScheduledLock {
  id: string;
  date: string;
  lockAt: string;
}

/** An admin schedules the current season's lock on a date (today or later, operator's zone). */
export class StoreSeasonScheduleCommand extends Command<ScheduledLock> {
  constructor(
    readonly actorId: string,
    /** 'YYYY-MM-DD', already checked to be a calendar date. */
    readonly date: string,
  ) {
    super();
  }
}
