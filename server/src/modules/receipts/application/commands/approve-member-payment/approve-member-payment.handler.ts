import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { ReceiptDecisions } from '../../receipt-decisions';
import { ReceiptIntake } from '../../receipt-intake';
import { ReceiptReads } from '../../receipt-reads';
import { ApproveMemberPaymentCommand } from './approve-member-payment.command';

@CommandHandler(ApproveMemberPaymentCommand)
export class ApproveMemberPaymentHandler implements ICommandHandler<ApproveMemberPaymentCommand> {
  constructor(
    private readonly decisions: ReceiptDecisions,
    private readonly reads: ReceiptReads,
    private readonly intake: ReceiptIntake,
    private readonly idempotency: IdempotentCalls,
  ) {}

  async execute(cmd: ApproveMemberPaymentCommand): Promise<IdempotentOutcome<AdminReceiptView>> {
    const row = await this.decisions.activationFor(cmd.memberId);
    const decision = {
      receiptId: row.id,
      units: cmd.units,
      narration: cmd.narration,
      approvalReason: cmd.approvalReason,
      adminId: cmd.adminId,
    };
    return this.idempotency.run(
      { actorId: cmd.adminId, call: 'approve-transfer', key: cmd.idempotencyKey },
      {
        memberId: cmd.memberId,
        pendingPayment: cmd.pendingPayment,
        unit: cmd.units,
        narration: cmd.narration,
        approval_reason: cmd.approvalReason,
      },
      async () =>
        this.reads.adminView(
          await this.decisions.approve({
            ...decision,
            // Money may come before any receipt: the approval holds the activation's units first.
            receiptId: (await this.intake.holdForApproval(row)).id,
          }),
        ),
      // The approval of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const decided = await this.decisions.decidedAs(row.id, decision);
        return decided && this.reads.adminView(decided);
      },
    );
  }
}
