import { Command } from '@nestjs/cqrs';

/** One season locked by one schedule. */
export interface LockedSeason {
  scheduleId: string;
  seasonNo: number;
  nextSeasonNo: number;
}

/**
 * Locks every schedule whose instant has come, earliest first, each in its own transaction. Sent
 * by a schedule's delayed job (`scheduleId`: its schedule, which must end fired or deleted) and by
 * the sweep (none). Safe to send any number of times from any number of workers.
 */
export class LockSeasonCommand extends Command<LockedSeason[]> {
  constructor(readonly scheduleId: string | null = null) {
    super();
  }
}
