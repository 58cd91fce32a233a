/**
 * Every ledger command is one call of its PL/pgSQL function (migration 1763800003000, where each is
 * readable top to bottom): one statement, its own transaction. Each returns its transfer rows,
 * whether they were a replay, and the events it stored. Named, so PostgreSQL plans each once per
 * connection; the columns are named, so a migration cannot change the result type of a cached plan.
 */
const OUTCOME = `(o.transfer).id, (o.transfer).no, (o.transfer).type, (o.transfer).idempotency_key,
  (o.transfer).debit_account_id, (o.transfer).credit_account_id, (o.transfer).member_id, (o.transfer).units,
  (o.transfer).unit_value_cents, (o.transfer).narration, (o.transfer).pay_type, (o.transfer).kind,
  (o.transfer).actor_id, (o.transfer).pending_id, (o.transfer).reverses_id, (o.transfer).links,
  (o.transfer).created_at, o.duplicate, o.events`;

export const SQL = {
  /** $1 debit (system) account; $2..$12 arrays of the transfers' columns (see ledger_issue_transfers). */
  issueTransfers: {
    name: 'ledger.fn.issueTransfers',
    text: `SELECT ${OUTCOME} FROM ledger_issue_transfers($1::uuid, $2::text[], $3::uuid[], $4::uuid[], $5::int[],
      $6::bigint[], $7::text[], $8::text[], $9::text[], $10::uuid[], $11::jsonb[], $12::text[]) o`,
  },
  /** $1 scoped key, $2 member, $3 member's loyalty account, $4 loyalty issuer, $5 signed units, $6 narration, $7 actor. */
  adjustLoyalty: {
    name: 'ledger.fn.adjustLoyalty',
    text: `SELECT ${OUTCOME} FROM ledger_adjust_loyalty($1::text, $2::uuid, $3::uuid, $4::uuid, $5::int, $6::text,
      $7::uuid) o`,
  },
  /** $1 pending id, $2 approved units (null: as pending), $3 actor. */
  post: {
    name: 'ledger.fn.post',
    text: `SELECT ${OUTCOME} FROM ledger_post($1::uuid, $2::int, $3::uuid) o`,
  },
  /** $1 pending id, $2 actor. */
  void: { name: 'ledger.fn.void', text: `SELECT ${OUTCOME} FROM ledger_void($1::uuid, $2::uuid) o` },
  /** $1 a transfer (a pending one not yet resolved is voided), $2 actor. */
  reverse: { name: 'ledger.fn.reverse', text: `SELECT ${OUTCOME} FROM ledger_reverse($1::uuid, $2::uuid) o` },
};
