import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { VerificationRunView } from '@app/libs';
import { AppError } from '../../../platform';
import { StartVerification } from './start-verification.command';
import { VerificationJobs } from './verification-jobs';
import { VerificationRunViews } from './verification-run.view';
import { VerificationRuns } from './verification-runs.repository';

/**
 * Never two runs at once: the run row is created only when none is queued or running (a unique index
 * decides between concurrent requests), and its job id is the run id. Asking again while one runs
 * answers that run, and queues its job again (the same id queues it once): a request that comes
 * between another's run row and its job, or after Redis lost the job, leaves the run a job. A run
 * whose job ended without finishing it (failed for good) is closed as errored and a new one starts,
 * so a run can never stay "running" forever.
 */
@CommandHandler(StartVerification)
export class StartVerificationHandler implements ICommandHandler<StartVerification> {
  private readonly logger = new Logger('LedgerVerification');

  constructor(
    private readonly runs: VerificationRuns,
    private readonly jobs: VerificationJobs,
    private readonly views: VerificationRunViews,
  ) {}

  async execute({ requestedBy }: StartVerification): Promise<VerificationRunView> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await this.runs.create(requestedBy);
      const run = created ?? (await this.runs.active());
      if (!run) continue; // the active run finished in between
      try {
        if (!created && (await this.jobs.ended(run.id))) {
          await this.runs.error(
            run.id,
            'The job of this run ended without finishing it; a new run was started.',
          );
          continue;
        }
        await this.jobs.enqueue(run.id);
      } catch (error) {
        this.logger.error(`Could not queue verification ${run.id}: ${String(error)}`);
        if (created) await this.runs.error(run.id, 'The job queue could not be reached.');
        throw unavailable();
      }
      return this.views.view(run);
    }
    throw unavailable();
  }
}

const unavailable = () =>
  new AppError(
    503,
    'The verification could not be started. Please try again.',
    'LEDGER.VERIFICATION_UNAVAILABLE',
  );
