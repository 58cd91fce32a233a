import { Injectable, Logger } from '@nestjs/common';
import { type Job, WaitingError } from 'bullmq';
import { QueueName, Queues } from '../../../platform';
import { LedgerVerifier } from '../application/ledger-verifier';
import type { VerificationJob } from './verification-jobs';
import { progressOf, VerificationRuns } from './verification-runs.repository';

/**
 * Runs a verification chunk by chunk, saving a checkpoint after each. On shutdown the worker aborts the
 * job: it stops at the next chunk and goes back to the queue, and whichever worker takes it next resumes
 * from the checkpoint. A worker that died without a word loses its lock and BullMQ hands the job on
 * the same way.
 */
@Injectable()
export class VerificationProcessor {
  private readonly logger = new Logger('LedgerVerification');

  constructor(
    queues: Queues,
    private readonly runs: VerificationRuns,
    private readonly verifier: LedgerVerifier,
  ) {
    queues.process(
      QueueName.ledgerVerification,
      (job: Job<VerificationJob>, token?: string, signal?: AbortSignal) => this.process(job, token, signal),
      1,
    );
  }

  async process(job: Job<VerificationJob>, token?: string, signal?: AbortSignal): Promise<string> {
    const run = await this.runs.claim(job.data.runId);
    if (!run) return 'finished already';
    if (run.resumed > 0)
      this.logger.log(`Verification ${run.id} resumes at ${run.phase} ${run.cursor ?? ''}`);
    let progress = progressOf(run);
    try {
      for (;;) {
        if (signal?.aborted) {
          await job.moveToWait(token);
          throw new WaitingError();
        }
        progress = await this.verifier.step(progress);
        if (progress.phase === 'done') break;
        if (!(await this.runs.checkpoint(run, progress))) return 'taken over by a newer attempt';
      }
      await this.runs.finish(run, progress);
      return progress.problemCount === 0 ? 'passed' : 'failed';
    } catch (error) {
      if (error instanceof WaitingError) throw error;
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        await this.runs.error(run.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
