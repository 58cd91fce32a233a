import { Command } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import type { IdempotentOutcome } from '../../idempotency/idempotent-calls';

/** Rejects a pending transfer: it is voided and never counts in a balance. */
export class VoidPendingCommand extends Command<IdempotentOutcome<TransactionView>> {
  constructor(
    readonly actorId: string,
    readonly idempotencyKey: string,
    readonly pendingId: string,
  ) {
    super();
  }
}
