import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { ReceiptDecisions } from '../../receipt-decisions';
import { ReceiptReads } from '../../receipt-reads';
import { RejectMemberPaymentCommand } from './reject-member-payment.command';

@CommandHandler(RejectMemberPaymentCommand)
export class RejectMemberPaymentHandler implements ICommandHandler<RejectMemberPaymentCommand> {
  constructor(
    private readonly decisions: ReceiptDecisions,
    private readonly reads: ReceiptReads,
    private readonly idempotency: IdempotentCalls,
  ) {}

  async execute(cmd: RejectMemberPaymentCommand): Promise<IdempotentOutcome<AdminReceiptView>> {
    const row = await this.decisions.activationFor(cmd.memberId);
    const decision = { receiptId: row.id, reason: cmd.reason, adminId: cmd.adminId };
    return this.idempotency.run(
      { actorId: cmd.adminId, call: 'receipt-action', key: cmd.idempotencyKey },
      { memberId: cmd.memberId, reason: cmd.reason },
      async () => this.reads.adminView(await this.decisions.reject(decision)),
      // The rejection of an earlier request with this key whose answer was lost (ADR 0051).
      async () => {
        const decided = await this.decisions.decidedAs(row.id, decision);
        return decided && this.reads.adminView(decided);
      },
    );
  }
}
