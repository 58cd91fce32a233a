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

/** The rows of the ledger: a transfer, a pending one, its post or void, and reversals. */
export type LedgerRowType = 'transfer' | 'pending' | 'post' | 'void' | 'reversal';

/** What the back-office shows for a transaction. */
export type TransactionState = 'pending' | 'done' | 'voided' | 'reversed' | 'reversal';

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
