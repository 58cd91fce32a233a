/** Columns of a transfer as every statement reads it back: named, so a prepared plan's result type never changes. */
export const TRANSFER_COLUMNS = `id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
  unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links, created_at`;
