/**
 * The ledger's API contract, shared by the server's views and the web client. Money is integer
 * cents (`*_cents`); the spec's dollar fields are derived from them (cents / 100, exact to the cent).
 */

import type { PayType } from './pay-types';

/** Why units moved. */
export const TRANSFER_KINDS = [
  'manual',
  'purchase',
  'receipt',
  'pay-later',
  'creation',
  'loyalty',
  'loyalty-deduction',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The kinds of movement that are purchases of units, each a loan with its lending agreement (ADR 0033):
 * a card payment, an approved receipt or pay-later payment, an admin's manual transfer, and the units
 * an admin gives a member at creation. Free units and reversals are not purchases.
 */
export const PURCHASE_KINDS = ['purchase', 'receipt', 'pay-later', 'manual', 'creation'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
export const isPurchaseKind = (kind: string): kind is PurchaseKind =>
  (PURCHASE_KINDS as readonly string[]).includes(kind);

/**
 * Whether a listed transaction has a lending agreement to download: a purchase whose units were
 * posted (a reversed one keeps the agreement it had), once it has its Trx#, which the agreement names.
 */
export const hasAgreement = (t: Pick<TransactionView, 'kind' | 'state' | 'transaction_id'>): boolean =>
  isPurchaseKind(t.kind) && (t.state === 'done' || t.state === 'reversed') && t.transaction_id !== null;

/** The rows of the ledger: a transfer, a pending one, its post or void, and reversals. */
export type LedgerRowType = 'transfer' | 'pending' | 'post' | 'void' | 'reversal';

/** What the back-office shows for a transaction. */
export type TransactionState = 'pending' | 'done' | 'voided' | 'reversed' | 'reversal';

/**
 * A row's state in the words its member reads (ADR 0032): a pending transfer voided by staff (an
 * admin's rejection or deletion) is rejected; one voided by its member (a card payment, a new choice)
 * or by the system is voided. A reversal row itself is done; the row it reverses is reversed.
 */
export const HISTORY_STATES = ['pending', 'done', 'reversed', 'voided', 'rejected'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];

/** What a row's description is built from, in the reader's language (ADR 0032). */
export interface TransactionFacts {
  /** Why the units moved (a TransferKind); for a reversal, of the row it reverses. */
  kind: string;
  pay_type: string | null;
  /** The card of a card payment, when the row carries it. */
  card: { brand: string; last4: string } | null;
  /** The text an administrator typed (manual transfer, units given at creation); null when code wrote it. */
  narration: string | null;
  /** On a reversal: the Trx# of the row it reverses, once that row has one. */
  reverses_transaction_id: number | null;
}

/** Audit filter on a row's state. */
export const LEDGER_STATUSES = ['pending', 'posted', 'voided', 'reversed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export interface UserRef {
  id: string;
  fullName: string;
  email: string;
}

export interface CursorPage<T> {
  data: T[];
  next_cursor: string | null;
}

/** A transaction as the lists show it (spec: Transaction). */
export interface TransactionView {
  id: string;
  /** The Trx#; null for the moment between the commit and its numbering (ADR 0013). */
  transaction_id: number | null;
  created_at: string;
  created_at_date: string;
  user: UserRef | null;
  user_id: string | null;
  /** The stored narration, kept for what reads the spec's field; screens build theirs from `facts`. */
  description: string;
  /** Negative for movements out of the member's account (reversals, loyalty deductions). */
  units: number;
  unit_value_cents: number;
  /** unit_value_cents / 100. */
  unit_value: number;
  /** Signed like `units`. */
  amount_cents: number;
  /** amount_cents / 100. */
  amount: number;
  status: 0 | 1;
  state: TransactionState;
  debit: number;
  credit: number;
  pay_type: string | null;
  kind: string;
  history_state: HistoryState;
  facts: TransactionFacts;
}

export interface TransactionsPage extends CursorPage<TransactionView> {
  per_page: number;
}

export interface TransferUnitsPayload {
  user: string;
  units: number;
  narration: string;
  /** One of PAY_TYPES (the spec's 'Debit/Credit Card', 'Wire', 'ACH (USA only)' are accepted as aliases). */
  pay_type: PayType;
  send_email: 'Yes' | 'No';
  email?: string;
}

/** The transfer's view; `duplicate` when an earlier call with the same idempotency key moved the units. */
export type TransferUnitsResult = TransactionView & { duplicate: boolean };

export interface ApprovePayload {
  id: string;
  units: number;
}

export interface LoyaltyPayload {
  id: string;
  /** Positive adds free units, negative deducts them. */
  units: number;
}

export interface LoyaltyResult {
  paid_units: number;
  loyalty_units: number;
  balance_units: number;
}

/** One line of a user's Free Unit Logs. */
export interface LoyaltyLog {
  id: string;
  description: string;
  units: number;
  created_at: string;
}

export interface LedgerFilter {
  member?: string;
  from?: string;
  to?: string;
  kind?: string;
  status?: LedgerStatus;
}

/** Any ledger row, for staff auditing the ledger. */
export interface LedgerTransfer {
  id: string;
  /** The Trx#; null for the moment between the commit and its numbering (ADR 0013). */
  no: string | null;
  type: LedgerRowType;
  kind: string;
  member_id: string | null;
  member: (UserRef & { deleted?: boolean }) | null;
  units: number;
  unit_value_cents: number;
  unit_value: number;
  /** units x unit_value_cents (unsigned: `debit_kind` and `credit_kind` tell the direction). */
  amount_cents: number;
  amount: number;
  narration: string;
  pay_type: string | null;
  actor_id: string | null;
  pending_id: string | null;
  reverses_id: string | null;
  created_at: string;
  debit_kind: string;
  credit_kind: string;
}

export interface StatementTotals {
  paid_units: number;
  loyalty_units: number;
  /** Dollar value of the paid units, in cents. */
  cents: number;
  /** cents / 100. */
  dollars: number;
}

/** One posting on one of the member's accounts: signed units and cents. */
export interface StatementLine {
  /** The Trx#; null for the moment between the commit and its numbering (ADR 0013). */
  no: string | null;
  type: LedgerRowType;
  kind: string;
  narration: string;
  created_at: string;
  account: 'member_paid' | 'member_loyalty';
  units: number;
  cents: number;
}

export interface Statement {
  opening: StatementTotals;
  movements: StatementLine[];
  closing: StatementTotals;
}

export interface AuditEvent {
  seq: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  actor_id: string | null;
  actor: UserRef | null;
  occurred_at: string;
  sealed: boolean;
}

/** Dollars from integer cents, exact to the cent (a bounded cents value divides without drift). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
