/**
 * The payments and receipts API contract (issue 10, docs/adr/0022-payments-and-receipts.md), shared
 * by the server's views and the web client. Every path is under /api/. Money is integer cents
 * (`*_cents`); the spec's dollar fields are derived from them (cents / 100). Calls marked KEYED take
 * an `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER): one key per submission, the same key again
 * moves nothing twice (ADR 0015).
 */
import type { PaymentInstructionKey } from './configuration';
import type { ReceiptStatus, YesNo } from './enums';
import type { OfflinePayType, PayType } from './pay-types';

// ---------------------------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------------------------

// Pay types: PAY_TYPES and OFFLINE_PAY_TYPES (pay-types.ts, ADR 0031); old spellings are aliases.

/** Loan request frequencies (spec: one_time '1 Payment', monthly 'Monthly (4 Payments)'). */
export const LOAN_FREQUENCIES = ['one_time', 'monthly'] as const;
export type LoanFrequency = (typeof LOAN_FREQUENCIES)[number];
/** Payments of a monthly loan request: total = amount x 4. */
export const MONTHLY_PAYMENTS = 4;
/** How the back-office labels a frequency. */
export const LOAN_FREQUENCY_LABELS: Record<LoanFrequency, string> = {
  monthly: '4 Monthly Payments',
  one_time: 'One Time',
};

/** Card brands the spec names, plus what a gateway may report otherwise. */
export const CARD_BRANDS = ['Visa', 'MasterCard', 'American Express', 'Discover', 'Other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Which gateway the server charges through (`payment/gateway`). */
export type GatewayName = 'test' | 'stripe';

/** The test gateway's well-known numbers. */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

/** Receipt files: at most this many per upload, each at most RECEIPT_MAX_BYTES before re-encoding. */
export const RECEIPT_MAX_FILES = 5;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of receipt files (the spec's `receipt[]`; `receipt` is accepted too). */
export const RECEIPT_FIELD = 'receipt[]';
/** Longest reject reason, narration and approval reason. */
export const REASON_MAX_LENGTH = 500;
/** Largest amount of one loan request, in dollars. */
export const LOAN_MAX_AMOUNT = 10_000_000;

/** Where a receipt came from: the home page's activation upload, a pay-later choice, or /transactions. */
export type ReceiptSource = 'activation' | 'pay-later' | 'purchase';

// ---------------------------------------------------------------------------------------------
// Member calls
// ---------------------------------------------------------------------------------------------

/** GET payment/gateway: how the web gets a card token. */
export interface GatewayInfo {
  gateway: GatewayName;
  /** Stripe's publishable key for Stripe.js; null for the test gateway. */
  publishable_key: string | null;
}

/**
 * POST payment/test-gateway/tokens (test gateway only; 404 with Stripe): what Stripe.js does in the
 * browser with Stripe. The number is not stored: the token carries brand, last four and expiry.
 */
export interface TestCardPayload {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * POST payment/now (KEYED): buys `unit` units at the configured price, charged to a new card token
 * (`token`, from Stripe.js or the test gateway) or to a saved card (`payment_method_id`).
 * Answers `{ message, data: UserView }` (the spec stores the returned user). A declined card is
 * 402 PAYMENT.DECLINED with the gateway's message; nothing changes.
 */
export interface CardPaymentPayload {
  unit: number;
  token?: string;
  payment_method_id?: string;
  /** Keep the new card as a payment method (with `token`). */
  save_card?: boolean;
}

/** POST user/pay-later (KEYED): opens a pending transfer of the intended units. Answers `{ message, data: UserView }`. */
export interface PayLaterPayload {
  /** One of OFFLINE_PAY_TYPES (an alias such as 'Wire' is accepted and stored canonical). */
  pay_type: OfflinePayType;
  /** Units to buy; the registration's units_purchase_intent when absent. */
  unit?: number;
}

/** POST user/pending-payment: what /pay-now-pending-payment shows. */
export interface PendingPaymentView {
  /** 'activation': chosen at registration ("Pay now? No"); 'pay-later': chosen on /pay-now (ADR 0029). */
  source: 'activation' | 'pay-later';
  units: number;
  unit_price_cents: number;
  unit_price: number;
  amount_cents: number;
  amount: number;
  pay_type: string | null;
  /** The admin's text for this pay type (settings `payment-instructions-*`); '' when none is set. */
  instructions: string;
  paid: ReceiptStatus;
  reject_reason: string | null;
  /** URLs of the receipt files uploaded so far. */
  receipt: string[];
}

/**
 * POST user/upload/receipt (KEYED): multipart `receipt[]` files (activation or pay-later receipt;
 * status becomes Requested). Answers `{ message, data: ReceiptView }`.
 * POST receipt/store (KEYED): multipart `id` (to update a Rejected receipt: Try Again),
 * `unit_purchase_intent`, `pay_type` (OFFLINE_PAY_TYPES; aliases such as 'Wire' are stored canonical)
 * and `receipt[]`. Answers
 * `{ message, data: ReceiptView }`.
 * Both open a pending transfer, so both take an `Idempotency-Key` header (one per submission): the
 * same key with the same fields and files answers the first upload again (`Idempotent-Replayed:
 * true`), with other fields or files 409 IDEMPOTENCY.KEY_REUSED; without one 400
 * IDEMPOTENCY.KEY_REQUIRED.
 */
export interface ReceiptStoreFields {
  id?: string;
  unit_purchase_intent: number;
  pay_type: OfflinePayType;
}

/** A receipt as its member sees it (spec: Receipt record). POST receipt/fetch answers `{ data: ReceiptView[] }`. */
export interface ReceiptView {
  id: string;
  source: ReceiptSource;
  pay_type: string | null;
  paid: ReceiptStatus;
  reject_reason: string | null;
  /** URLs of the files, served only to the owner and admins. */
  receipt: string[];
  unit_purchase_intent: number;
  /** Units approved (null until approved). */
  units_approved: number | null;
  created_at: string;
  updated_at: string;
}

/** A saved card (spec: Payment method). POST user/payment-methods answers `{ data: PaymentMethodView[] }`. */
export interface PaymentMethodView {
  id: string;
  card_type: CardBrand;
  /** Masked: '**** **** **** 4242'. */
  card_number: string;
  last4: string;
  /** 'MM/YY'. */
  expiry: string;
  preferred: 0 | 1;
}

/** POST /user/add-payment-method: a token from the gateway. Answers `{ message, data: PaymentMethodView }`. */
export interface AddPaymentMethodPayload {
  token: string;
}
/** POST user/card-make-preferred and user/delete-payment-method. Answer `{ message, data: PaymentMethodView[] }`. */
export interface PaymentMethodIdPayload {
  id: string;
}

/** POST payment/submit-loan-request. Answers `{ message, data: LoanRequestView }`. Credits nothing. */
export interface LoanRequestPayload {
  amount: number;
  total_amount: number;
  payment_frequency: LoanFrequency;
  pay_type: PayType;
}

export interface LoanRequestView {
  id: string;
  created_at: string;
  /** MM-DD-YYYY. */
  created_at_date: string;
  user: { id: string; fullName: string; email: string } | null;
  amount_cents: number;
  amount: number;
  total_amount_cents: number;
  total_amount: number;
  payment_frequency: LoanFrequency;
  /** '4 Monthly Payments' or 'One Time'. */
  payment_frequency_label: string;
  pay_type: string;
}

// ---------------------------------------------------------------------------------------------
// Admin calls (Admin and SuperAdmin; members get 403)
// ---------------------------------------------------------------------------------------------

export interface ReceiptUser {
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

/** GET receipt/fetch-all (AdminReceiptsPage); POST receipt/view { id } `{ data: AdminReceiptView }`. */
export interface AdminReceiptView extends ReceiptView {
  user: ReceiptUser | null;
  narration: string | null;
}

/**
 * GET admin/user/receipt-verification-users and GET admin/user/pending-payments: AwaitingUsersPage.
 * POST admin/user/receipt-verification { id: user id }: `{ data: AwaitingUser }` (the verification screen).
 */
export interface AwaitingUser {
  id: string;
  fullName: string;
  email: string;
  user: ReceiptUser;
  /** The activation or pay-later receipt this row is about. */
  receipt_id: string;
  details: {
    unit_purchase_intent: number;
    pay_type: string | null;
    pay_now: YesNo;
    pay_later: boolean;
    paid: ReceiptStatus;
    reject_reason: string | null;
    receipt: string[];
  };
  amount_cents: number;
  amount: number;
  created_at: string;
}

/** POST receipt/approve (KEYED). */
export interface ReceiptApprovePayload {
  id: string;
  unit: number;
  narration: string;
}
/** POST receipt/reject (KEYED). */
export interface ReceiptRejectPayload {
  id: string;
  reject_reason: string;
}
/** POST user/receipt/approve-transfer (KEYED): the member's activation receipt, or with `pending_payment` their pay-later payment. */
export interface ApproveTransferPayload {
  user: string;
  unit: number;
  narration: string;
  pending_payment?: boolean;
  approval_reason?: string;
}
/** POST user/receipt/action (KEYED): reject the member's activation receipt or pending payment. */
export interface ReceiptActionPayload {
  user_id: string;
  action: 'reject';
  reject_reason: string;
  pending_payment?: boolean;
}

/** Page sizes of the back-office's payment lists (receipts, pending payments, loan requests); the first is the default. */
export const PAYMENT_LIST_PAGE_SIZES = [10, 50, 100] as const;
export type PaymentListPageSize = (typeof PAYMENT_LIST_PAGE_SIZES)[number];
/** Longest search text the payment lists use; longer text is cut. */
export const PAYMENT_LIST_SEARCH_MAX = 100;

/**
 * The query of a paged back-office payment list: `search` (a member's name or email; loan requests
 * also take an amount such as '$100'), `page` (1 or more, default 1) and `perPage`
 * (PAYMENT_LIST_PAGE_SIZES, default 10). A bad page or page size is 422 with `validation:pageNumber` /
 * `validation:pageSize` on the field.
 */
export interface PaymentListQuery {
  search?: string;
  page?: number;
  perPage?: PaymentListPageSize;
}

/** One page of a back-office payment list; `data` is the spec's list. */
export interface PaymentListPage<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/** GET admin/loan-requests/fetch-all?search=&page=&perPage= */
export type LoanRequestsPage = PaymentListPage<LoanRequestView>;
/** GET receipt/fetch-all?search=&page=&perPage=: receipts that were sent (not No), newest change first. */
export type AdminReceiptsPage = PaymentListPage<AdminReceiptView>;
/**
 * GET admin/user/receipt-verification-users?search=&page=&perPage= (oldest upload first) and
 * GET admin/user/pending-payments?search=&page=&perPage= (oldest choice first).
 */
export type AwaitingUsersPage = PaymentListPage<AwaitingUser>;

/** The admin settings keys of the payment instructions, one per offline pay type. */
export const PAYMENT_INSTRUCTIONS_BY_PAY_TYPE = {
  'Crypto Currency': 'payment-instructions-crypto-currency',
  PayPal: 'payment-instructions-paypal',
  ACH: 'payment-instructions-ach',
  'Wire Transfer': 'payment-instructions-wire-transfer',
} as const satisfies Record<OfflinePayType, PaymentInstructionKey>;
