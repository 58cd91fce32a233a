import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { ReceiptDecisions } from '../../receipt-decisions';
import { ReceiptReads } from '../../receipt-reads';
import { RejectReceiptCommand } from './reject-receipt.command';

@CommandHandler(RejectReceiptCommand)
export class RejectReceiptHandler implements ICommandHandler<RejectReceiptCommand> {
  constructor(
    private readonly decisions: ReceiptDecisions,
    private readonly reads: ReceiptReads,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute(cmd: RejectReceiptCommand): Promise<IdempotentOutcome<AdminReceiptView>> {
    const decision = { receiptId: cmd.receiptId, reason: cmd.reason, adminId: cmd.adminId };
    return this.idempotency.run(
      { actorId: cmd.adminId, call: 'receipt-reject', key: cmd.idempotencyKey },
      { id: cmd.receiptId, reason: cmd.reason },
      async () => this.reads.adminView(await this.decisions.reject(decision)),
      // The rejection of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const row = await this.decisions.decidedAs(cmd.receiptId, decision);
        return row && this.reads.adminView(row);
      },
    );
  }
}
