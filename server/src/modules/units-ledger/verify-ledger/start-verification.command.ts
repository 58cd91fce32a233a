import { Command } from '@nestjs/cqrs';
import type { VerificationRunView } from '@app/libs';

/** Start a ledger verification run, or join the one already queued or running. */
export class StartVerification extends Command<VerificationRunView> {
  constructor(readonly requestedBy: string | null) {
    super();
  }
}
