import { Command } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import type { IdempotentOutcome } from '../../idempotency/idempotent-calls';

/**
 * "Deleting" a transaction: a reversal moves its units back (nothing is erased); a pending one is
 * voided instead. Answers the reversal, or the voided pending transaction.
 */
export class DeleteTransactionCommand extends Command<IdempotentOutcome<TransactionView>> {
  constructor(
    readonly actorId: string,
    readonly idempotencyKey: string,
    readonly transactionId: string,
  ) {
    super();
  }
}
