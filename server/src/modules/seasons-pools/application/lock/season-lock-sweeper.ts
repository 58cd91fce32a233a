import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../../../../platform';
import { LockSeasonCommand, type LockedSeason } from '../commands/lock-season/lock-season.command';

/** How often a worker looks for locks whose job was lost (Redis flushed, job failed for good). */
export const SEASON_SWEEP_EVERY_MS = 60_000;

/**
 * The database's answer to a lost job (ADR 0035): at worker start and every minute, every due
 * schedule is locked, earliest first. Workers only: ScheduleModule's intervals are off in an API role.
 */
@Injectable()
export class SeasonLockSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SeasonLockSweeper');
  private running: Promise<LockedSeason[]> | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  /** A worker that was down when a lock fell due makes up for it as it starts. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.runsWorkers) await this.sweepQuietly();
  }

  @Interval('season-lock-sweep', SEASON_SWEEP_EVERY_MS)
  async sweepOnSchedule(): Promise<void> {
    await this.sweepQuietly();
  }

  /** Locks what is due; one sweep at a time in this process (others may run elsewhere). */
  sweep(): Promise<LockedSeason[]> {
    this.running ??= this.commands
      .execute(new LockSeasonCommand())
      .then((locked) => {
        if (locked.length)
          this.logger.log(`season lock sweep locked season(s) ${locked.map((l) => l.seasonNo).join(', ')}`);
        return locked;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async sweepQuietly(): Promise<void> {
    try {
      await this.sweep();
    } catch (error) {
      this.logger.error(`season lock sweep failed: ${String(error)}`);
    }
  }
}
