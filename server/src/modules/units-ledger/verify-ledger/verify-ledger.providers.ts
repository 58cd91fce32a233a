import { LastVerificationHandler } from './last-verification.query-handler';
import { StartVerificationHandler } from './start-verification.handler';
import { VerificationJobs } from './verification-jobs';
import { VerificationProcessor } from './verification.processor';
import { VerificationRunViews } from './verification-run.view';
import { VerificationRuns } from './verification-runs.repository';
import { VerifyLedgerHttpController } from './verify-ledger.http.controller';

/** The verify-ledger use case, as the module registers it. */
export const verifyLedgerControllers = [VerifyLedgerHttpController];
export const verifyLedgerProviders = [
  VerificationRuns,
  VerificationRunViews,
  VerificationJobs,
  VerificationProcessor,
  StartVerificationHandler,
  LastVerificationHandler,
];
