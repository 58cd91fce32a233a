import { Injectable } from '@nestjs/common';
import { MemberPayments, type MemberPaymentFigures } from '../../identity';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { receiptUrl } from './receipt-files';

/** Supplies identity's MemberPayments port: one named statement by primary keys (ADR 0020, 0022). */
@Injectable()
export class PaymentStates extends MemberPayments {
  constructor(private readonly repository: ReceiptsRepository) {
    super();
  }

  async paymentState(memberId: string): Promise<MemberPaymentFigures | null> {
    const row = await this.repository.paymentState(memberId);
    if (!row) return null;
    return {
      payment_status: row.payment_status ?? 'No',
      paid: row.status ?? 'No',
      pay_later: row.source === 'pay-later',
      pay_type: row.pay_type,
      unit_purchase_intent: row.units,
      reject_reason: row.status === 'Rejected' ? row.reject_reason : null,
      receipt: (row.files ?? []).map(receiptUrl),
    };
  }
}
