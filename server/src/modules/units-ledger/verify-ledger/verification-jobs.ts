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

  /** False when the run's job is gone or ended (Redis lost it, or it failed for good) though the run is not finished. */
  async alive(runId: string): Promise<boolean> {
    const job = await this.queues.queue(QueueName.ledgerVerification).getJob(runId);
    if (!job) return false;
    const state = await job.getState();
    return state !== 'completed' && state !== 'failed' && state !== 'unknown';
  }
}
