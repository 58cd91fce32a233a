import type { StoredLedgerEvent } from '../domain/ledger.events';
import type { TransferType } from '../domain/transfer';

export type { TransferType };

/** A row of ledger_transfers as read back (bigints as strings, as pg returns them). */
export interface TransferRow {
  id: string;
  no: string;
  type: TransferType;
  idempotency_key: string;
  debit_account_id: string;
  credit_account_id: string;
  member_id: string | null;
  units: number;
  unit_value_cents: string;
  narration: string;
  pay_type: string | null;
  kind: string;
  actor_id: string | null;
  pending_id: string | null;
  reverses_id: string | null;
  links: Record<string, string>;
  created_at: Date;
}

/** What a ledger function returns per transfer: the row, whether it was a replay, the events it stored. */
export interface OutcomeRow extends TransferRow {
  duplicate: boolean;
  events: StoredLedgerEvent[];
}

/** An issuer transfer to write (posted now, or pending). */
export interface NewTransfer {
  type: 'transfer' | 'pending';
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  memberId: string;
  units: number;
  unitValueCents: number;
  narration: string;
  payType: string | null;
  kind: string;
  actorId: string | null;
  links?: Record<string, string>;
}

/** A command for the batch writer (ledger_run): an issuer transfer, or one of the single commands. */
export type LedgerWrite =
  | { op: 'issue'; transfer: NewTransfer }
  | { op: 'post'; pendingId: string; units: number | null; actorId: string | null }
  | { op: 'void'; pendingId: string; actorId: string | null }
  | { op: 'reverse'; transferId: string; actorId: string | null }
  | {
      op: 'loyalty';
      key: string;
      memberId: string;
      accountId: string;
      issuerId: string;
      units: number;
      narration: string;
      actorId: string | null;
    };

/** A written (or replayed) transfer. */
export interface Written {
  row: TransferRow;
  duplicate: boolean;
}
