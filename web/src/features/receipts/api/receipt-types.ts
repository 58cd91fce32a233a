import type { PayType, ReceiptStatus } from '@app/libs';

/**
 * The receipt calls' shapes as the spec's call tables name them. Provisional: the server branch
 * publishes the contract in libs (payments.ts); these follow it once merged.
 */

/** Pay types of the Receipts modal on /transactions (spec section 5). */
export const RECEIPT_PAY_TYPES = ['Wire', 'ACH (USA only)', 'Crypto Currency'] as const;
export type ReceiptPayType = (typeof RECEIPT_PAY_TYPES)[number];

/** A member's own receipt record (`receipt/fetch`). */
export interface ReceiptRecord {
  id: string;
  pay_type: string;
  paid: ReceiptStatus;
  reject_reason: string | null;
  receipt: string[];
  unit_purchase_intent: number;
  created_at?: string;
}

export interface ReceiptOwner {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  country_code: string;
  phone: string;
  city: string;
  state: string;
  country: string;
}

/** A receipt as the back-office reads it (`receipt/fetch-all`, `receipt/view`). */
export interface AdminReceipt extends ReceiptRecord {
  user: ReceiptOwner | null;
}

/** A member awaiting receipt verification or with a pay-later payment outstanding. */
export interface AwaitingUser {
  id: string;
  fullName: string;
  email: string;
  details: {
    unit_purchase_intent: number;
    pay_type: PayType | string | null;
    pay_now: 'Yes' | 'No';
    paid: ReceiptStatus;
    pay_later?: boolean;
    receipt?: string[];
    reject_reason?: string | null;
  };
}

/** The receipt-verification screen's member (`admin/users/:id`): contact details and the account's receipt files. */
export type VerificationUser = ReceiptOwner & AwaitingUser;

export interface StoreReceiptPayload {
  id?: string;
  unit_purchase_intent: number;
  pay_type: ReceiptPayType;
  files: File[];
}

export interface ApproveTransferPayload {
  user: string;
  unit: number;
  narration: string;
  pending_payment?: boolean;
  approval_reason?: string;
}

export interface RejectUserPayload {
  user_id: string;
  action: 'reject';
  reject_reason: string;
}
