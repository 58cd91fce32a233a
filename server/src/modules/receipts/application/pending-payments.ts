import { Injectable } from '@nestjs/common';
import {
  PAYMENT_INSTRUCTIONS_BY_PAY_TYPE,
  canonicalOfflinePayType,
  type PendingPaymentView,
} from '@app/libs';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { ReceiptErrors } from './errors';
import { receiptUrl } from './receipt-files';
import { Prices } from './unit-price';

/** A member's pay-later payment as /pay-now-pending-payment shows it, with how to pay it. */
@Injectable()
export class PendingPayments {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly prices: Prices,
  ) {}

  async of(memberId: string): Promise<PendingPaymentView> {
    const row = await this.receipts.activationOf(memberId);
    if (!row || row.source !== 'pay-later') throw ReceiptErrors.noPendingPayment();
    const { unitPriceCents } = await this.prices.current();
    const payType = canonicalOfflinePayType(row.pay_type);
    const key = payType && PAYMENT_INSTRUCTIONS_BY_PAY_TYPE[payType];
    const amount = row.units * unitPriceCents;
    return {
      units: row.units,
      unit_price_cents: unitPriceCents,
      unit_price: unitPriceCents / 100,
      amount_cents: amount,
      amount: amount / 100,
      pay_type: row.pay_type,
      instructions: key ? await this.prices.instructions(key) : '',
      paid: row.status,
      reject_reason: row.status === 'Rejected' ? row.reject_reason : null,
      receipt: row.files.map(receiptUrl),
    };
  }
}
