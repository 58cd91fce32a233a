import { Injectable, Logger } from '@nestjs/common';
import { QueueName, Queues } from '../../../../platform';

export interface SeasonLockJob {
  scheduleId: string;
}

/** BullMQ refuses ':' in custom ids; one id per schedule makes a second add of it a no-op. */
export const seasonLockJobId = (scheduleId: string): string => `season-lock-${scheduleId}`;

/**
 * The delayed job that locks a season on time. A convenience, not the guarantee: a job lost by
 * Redis is made up for by the sweep, and a job that outlived its schedule finds nothing to do.
 */
@Injectable()
export class SeasonLockJobs {
  private readonly logger = new Logger('SeasonLockJobs');

  constructor(private readonly queues: Queues) {}

  async enqueue(scheduleId: string, delayMs: number): Promise<void> {
    await this.queues.queue(QueueName.seasonLock).add('lock', { scheduleId } satisfies SeasonLockJob, {
      jobId: seasonLockJobId(scheduleId),
      delay: Math.max(0, Math.round(delayMs)),
    });
  }

  /** Best effort: a job already running, or a Redis that is down, leaves it to the lock's own guard. */
  async remove(scheduleId: string): Promise<void> {
    try {
      await this.queues.queue(QueueName.seasonLock).remove(seasonLockJobId(scheduleId));
    } catch (error) {
      this.logger.warn(`season lock job of schedule ${scheduleId} not removed: ${String(error)}`);
    }
  }
}
