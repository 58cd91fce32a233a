import { Injectable } from '@nestjs/common';
import {
  PAYMENT_INSTRUCTIONS_BY_PAY_TYPE,
  canonicalOfflinePayType,
  type PendingPaymentView,
} from '@app/libs';
import { UserViews } from '../../identity';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { ReceiptErrors } from './errors';
import { receiptUrl } from './receipt-files';
import { Prices } from './unit-price';

/**
 * A member's unpaid activation (pay later, or a receipt chosen at registration) as /home and
 * /pay-now-pending-payment show it, with how to pay it (ADR 0029). A member who registered with
 * "Pay now? No" sees it from the first page, even before the registration's reaction opened it.
 */
@Injectable()
export class PendingPayments {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly prices: Prices,
    private readonly users: UserViews,
  ) {}

  async of(memberId: string): Promise<PendingPaymentView> {
    const row = (await this.receipts.activationOf(memberId)) ?? (await this.chosenAtRegistration(memberId));
    if (!row) throw ReceiptErrors.noPendingPayment();
    const { unitPriceCents } = await this.prices.current();
    const payType = canonicalOfflinePayType(row.pay_type);
    const key = payType && PAYMENT_INSTRUCTIONS_BY_PAY_TYPE[payType];
    const amount = row.units * unitPriceCents;
    return {
      source: row.source === 'pay-later' ? 'pay-later' : 'activation',
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

  /** The activation a "Pay now? No" registration chose, not opened yet: nothing paid, nothing sent. */
  private async chosenAtRegistration(memberId: string) {
    const user = await this.users.byId(memberId);
    if (user.details.pay_now !== 'No' || user.payment_status === 'Yes') return null;
    return {
      source: 'activation' as const,
      units: user.details.unit_purchase_intent,
      pay_type: user.details.pay_type as string | null,
      status: 'No' as const,
      reject_reason: null,
      files: [] as string[],
    };
  }
}
