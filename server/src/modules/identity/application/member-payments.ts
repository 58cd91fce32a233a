import type { ReceiptStatus, YesNo } from '@app/libs';

/** A member's payment state as the user view shows it. */
export interface MemberPaymentFigures {
  payment_status: YesNo;
  /** The activation (or pay-later) receipt's status. */
  paid: ReceiptStatus;
  pay_later: boolean;
  /** The pay type chosen for pay later or the receipt; null keeps the registration's. */
  pay_type: string | null;
  /** The units of that payment; null keeps the registration's intent. */
  unit_purchase_intent: number | null;
  reject_reason: string | null;
  /** URLs of that receipt's files. */
  receipt: string[];
}

/**
 * Port: the payment state shown on a user, supplied by the receipts module (which depends on
 * identity, not the reverse), like MemberBalances from the ledger.
 */
export abstract class MemberPayments {
  abstract paymentState(memberId: string): Promise<MemberPaymentFigures | null>;
}
