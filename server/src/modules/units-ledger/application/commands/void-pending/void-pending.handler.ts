import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../idempotency/idempotent-calls';
import { TransactionViews } from '../../transaction-views';
import { UnitsLedger } from '../../units-ledger.service';
import { VoidPendingCommand } from './void-pending.command';

@CommandHandler(VoidPendingCommand)
export class VoidPendingHandler implements ICommandHandler<VoidPendingCommand> {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly views: TransactionViews,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute({
    actorId,
    idempotencyKey,
    pendingId,
  }: VoidPendingCommand): Promise<IdempotentOutcome<TransactionView>> {
    const scope = { actorId, call: 'void-pending', key: idempotencyKey };
    return this.idempotency.run(
      scope,
      { id: pendingId },
      async () => {
        await this.ledger.voidPending(pendingId, actorId);
        return this.views.byId(pendingId);
      },
      // The void of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const resolution = await this.ledger.resolutionOf(pendingId);
        return resolution?.type === 'void' && resolution.actorId === actorId
          ? this.views.byId(pendingId)
          : null;
      },
    );
  }
}
