import { Injectable } from '@nestjs/common';
import { QueueName, Queues } from '../../../platform';

export interface VerificationJob {
  runId: string;
}

/** The run's job: its id is the run's, so adding it twice queues it once. */
@Injectable()
export class VerificationJobs {
  constructor(private readonly queues: Queues) {}

  async enqueue(runId: string): Promise<void> {
    await this.queues.queue(QueueName.ledgerVerification).add('verify', { runId } satisfies VerificationJob, {
      jobId: runId,
      // A failed chunk is retried from its checkpoint; the last failure marks the run errored.
      attempts: 3,
      backoff: { type: 'fixed', delay: 5000 },
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  /**
   * True when the run's job ended (completed, or failed for good) though the run is not finished: it
   * will never finish it. A job that is not there at all is not ended: its run's creator may not
   * have queued it yet, or Redis lost it, and queuing it again (same id) serves both.
   */
  async ended(runId: string): Promise<boolean> {
    const job = await this.queues.queue(QueueName.ledgerVerification).getJob(runId);
    if (!job) return false;
    const state = await job.getState();
    return state === 'completed' || state === 'failed';
  }
}
