import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../idempotency/idempotent-calls';
import { TrxNumbers } from '../../../infrastructure/trx-numbers.repository';
import { TransactionViews } from '../../transaction-views';
import { UnitsLedger } from '../../units-ledger.service';
import { DeleteTransactionCommand } from './delete-transaction.command';

@CommandHandler(DeleteTransactionCommand)
export class DeleteTransactionHandler implements ICommandHandler<DeleteTransactionCommand> {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly views: TransactionViews,
    private readonly idempotency: IdempotentCalls,
    private readonly numbers: TrxNumbers,
  ) {}

  execute({
    actorId,
    idempotencyKey,
    transactionId,
  }: DeleteTransactionCommand): Promise<IdempotentOutcome<TransactionView>> {
    const scope = { actorId, call: 'delete-transaction', key: idempotencyKey };
    return this.idempotency.run(
      scope,
      { id: transactionId },
      async () => {
        const { transfer } = await this.ledger.reverse(transactionId, actorId);
        if (transfer.type === 'reversal') await this.numbers.awaitNumber(transfer.id);
        // A void row is not listed: answer the pending transaction it voided.
        return this.views.byId(transfer.pending_id ?? transfer.id);
      },
      // The reversal of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const undoing = await this.ledger.undoingOf(transactionId);
        if (!undoing || undoing.actor_id !== actorId) return null;
        if (undoing.type === 'reversal') await this.numbers.awaitNumber(undoing.id);
        return this.views.byId(undoing.pending_id ?? undoing.id);
      },
    );
  }
}
