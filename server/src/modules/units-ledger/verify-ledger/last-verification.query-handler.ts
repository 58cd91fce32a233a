import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VerificationRunView } from '@app/libs';
import { LastVerification } from './last-verification.query';
import { VerificationRunViews } from './verification-run.view';
import { VerificationRuns } from './verification-runs.repository';

@QueryHandler(LastVerification)
export class LastVerificationHandler implements IQueryHandler<LastVerification> {
  constructor(
    private readonly runs: VerificationRuns,
    private readonly views: VerificationRunViews,
  ) {}

  async execute(): Promise<VerificationRunView | null> {
    const row = await this.runs.last();
    return row ? this.views.view(row) : null;
  }
}
