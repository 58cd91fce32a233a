/**
 * The ledger's one write statement: a batch of commands (ledger_run, migration 1763800003100),
 * each command written by its own PL/pgSQL function (migration 1763800003000, where each is
 * readable top to bottom). One round trip and one transaction for the batch. Each row is one
 * command's outcome: its place in the batch, its refusal (`LEDGER.X`) or its transfer row, whether
 * it was a replay, and the events it stored. Named, so PostgreSQL plans it once per connection;
 * the columns are named, so a migration cannot change the result type of a cached plan.
 */
const OUTCOME = `r.n, r.refusal, ((r.outcome).transfer).id, ((r.outcome).transfer).no, ((r.outcome).transfer).type,
  ((r.outcome).transfer).idempotency_key, ((r.outcome).transfer).debit_account_id,
  ((r.outcome).transfer).credit_account_id, ((r.outcome).transfer).member_id, ((r.outcome).transfer).units,
  ((r.outcome).transfer).unit_value_cents, ((r.outcome).transfer).narration, ((r.outcome).transfer).pay_type,
  ((r.outcome).transfer).kind, ((r.outcome).transfer).actor_id, ((r.outcome).transfer).pending_id,
  ((r.outcome).transfer).reverses_id, ((r.outcome).transfer).links, ((r.outcome).transfer).created_at,
  (r.outcome).duplicate, (r.outcome).events`;

export const SQL = {
  /**
   * $1 the issuer's account; $2..$12 arrays of the issuer transfers' columns (see
   * ledger_issue_transfers); $13 the other commands, as JSON objects with an `op`.
   */
  run: {
    name: 'ledger.fn.run',
    text: `SELECT ${OUTCOME} FROM ledger_run($1::uuid, $2::text[], $3::uuid[], $4::uuid[], $5::int[], $6::bigint[],
      $7::text[], $8::text[], $9::text[], $10::uuid[], $11::jsonb[], $12::text[], $13::jsonb) r`,
  },
};
