import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../idempotency/idempotent-calls';
import { TransactionViews } from '../../transaction-views';
import { UnitsLedger } from '../../units-ledger.service';
import { ApprovePendingCommand } from './approve-pending.command';

@CommandHandler(ApprovePendingCommand)
export class ApprovePendingHandler implements ICommandHandler<ApprovePendingCommand> {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly views: TransactionViews,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute({
    actorId,
    idempotencyKey,
    pendingId,
    units,
  }: ApprovePendingCommand): Promise<IdempotentOutcome<TransactionView>> {
    const scope = { actorId, call: 'approve-pending', key: idempotencyKey };
    return this.idempotency.run(
      scope,
      { id: pendingId, units },
      async () => {
        await this.ledger.postPending(pendingId, actorId, units);
        return this.views.byId(pendingId);
      },
      // The post of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const post = await this.ledger.resolutionOf(pendingId);
        const earlier = post?.type === 'post' && post.actorId === actorId && post.units === units;
        return earlier ? this.views.byId(pendingId) : null;
      },
    );
  }
}
