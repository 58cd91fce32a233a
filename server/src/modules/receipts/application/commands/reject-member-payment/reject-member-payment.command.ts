import { Command } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';

/** Rejects a member's activation receipt, or with `pendingPayment` their pay-later payment. */
export class RejectMemberPaymentCommand extends Command<IdempotentOutcome<AdminReceiptView>> {
  constructor(
    readonly adminId: string,
    readonly idempotencyKey: string,
    readonly memberId: string,
    readonly pendingPayment: boolean,
    readonly reason: string,
  ) {
    super();
  }
}
