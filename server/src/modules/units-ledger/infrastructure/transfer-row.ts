export type TransferType = 'transfer' | 'pending' | 'post' | 'void' | 'reversal';

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

export interface NewTransfer {
  type: TransferType;
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  memberId: string | null;
  units: number;
  unitValueCents: number;
  narration: string;
  payType: string | null;
  kind: string;
  actorId: string | null;
  pendingId?: string | null;
  reversesId?: string | null;
  links?: Record<string, string>;
}
