import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { ReceiptDecisions } from '../../receipt-decisions';
import { ReceiptReads } from '../../receipt-reads';
import { ApproveReceiptCommand } from './approve-receipt.command';

@CommandHandler(ApproveReceiptCommand)
export class ApproveReceiptHandler implements ICommandHandler<ApproveReceiptCommand> {
  constructor(
    private readonly decisions: ReceiptDecisions,
    private readonly reads: ReceiptReads,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute(cmd: ApproveReceiptCommand): Promise<IdempotentOutcome<AdminReceiptView>> {
    const decision = {
      receiptId: cmd.receiptId,
      units: cmd.units,
      narration: cmd.narration,
      adminId: cmd.adminId,
    };
    return this.idempotency.run(
      { actorId: cmd.adminId, call: 'receipt-approve', key: cmd.idempotencyKey },
      { id: cmd.receiptId, unit: cmd.units, narration: cmd.narration },
      async () => this.reads.adminView(await this.decisions.approve(decision)),
      // The approval of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const row = await this.decisions.decidedAs(cmd.receiptId, decision);
        return row && this.reads.adminView(row);
      },
    );
  }
}
