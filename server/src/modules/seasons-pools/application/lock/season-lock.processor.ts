import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { QueueName, Queues } from '../../../../platform';
import { LockSeasonCommand } from '../commands/lock-season/lock-season.command';
import type { SeasonLockJob } from './season-lock-jobs';

/**
 * Runs a schedule's delayed job: the lock of every due schedule up to it. One at a time per worker;
 * workers elsewhere may run the same command at once, which the lock's guard makes harmless.
 */
@Injectable()
export class SeasonLockProcessor {
  constructor(
    queues: Queues,
    private readonly commands: CommandBus,
  ) {
    queues.process(QueueName.seasonLock, (job: Job<SeasonLockJob>) => this.process(job), 1);
  }

  async process(job: Job<SeasonLockJob>): Promise<string> {
    const locked = await this.commands.execute(new LockSeasonCommand(job.data.scheduleId));
    return locked.length ? `locked ${locked.map((l) => l.seasonNo).join(', ')}` : 'nothing to lock';
  }
}
