import { Injectable } from '@nestjs/common';
import { CARD_PAY_TYPE } from '@app/libs';
import { CoalescingLoader } from '../../../platform';
import { MemberPayments, type MemberPaymentFigures } from '../../identity';
import { isUuid, ReceiptsRepository, type PaymentStateRow } from '../infrastructure/receipts.repository';
import { receiptUrl } from './receipt-files';

/**
 * Supplies identity's MemberPayments port: one named statement by primary keys, shared by the
 * requests of one round of the event loop (ADR 0020 addendum, 0022).
 */
@Injectable()
export class PaymentStates extends MemberPayments {
  private readonly states = new CoalescingLoader<string, PaymentStateRow>((ids) =>
    this.repository.paymentStates(ids),
  );

  constructor(private readonly repository: ReceiptsRepository) {
    super();
  }

  async paymentState(memberId: string): Promise<MemberPaymentFigures | null> {
    if (!isUuid(memberId)) return null;
    const row = await this.states.load(memberId.toLowerCase());
    if (!row) return null;
    return {
      payment_status: row.payment_status ?? 'No',
      paid: row.status ?? 'No',
      // A pay-later payment settled by card is no longer pay later.
      pay_later: row.source === 'pay-later' && row.pay_type !== CARD_PAY_TYPE,
      pay_type: row.pay_type,
      unit_purchase_intent: row.units,
      reject_reason: row.status === 'Rejected' ? row.reject_reason : null,
      receipt: (row.files ?? []).map(receiptUrl),
    };
  }
}
