import { Command } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import type { IdempotentOutcome } from '../../idempotency/idempotent-calls';

/** Posts a pending transfer (Pending -> Done), with the units the admin confirmed. */
export class ApprovePendingCommand extends Command<IdempotentOutcome<TransactionView>> {
  constructor(
    readonly actorId: string,
    readonly idempotencyKey: string,
    readonly pendingId: string,
    readonly units: number,
  ) {
    super();
  }
}
