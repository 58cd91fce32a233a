import type { LedgerAccountKind } from '@app/libs';

/** An account row of a problem, before its owner is looked up in the directory. */
export interface AccountRow {
  account_id: string;
  kind: LedgerAccountKind;
  owner_id: string | null;
  may_go_negative?: boolean;
}

const PROBLEM_ROWS = 50;

/**
 * One snapshot: the counts, the rule "two postings per moving transfer", pending and void rows that
 * have postings, and each member's pending units against the pending transfers not yet posted or voided.
 * The transfers table is scanned once, for its few rows that move nothing.
 */
export const CENSUS_SQL = `
  WITH idle AS MATERIALIZED (
    SELECT id, no, type, credit_account_id, units FROM ledger_transfers WHERE type IN ('pending', 'void')),
  held AS (
    SELECT i.credit_account_id AS account_id, sum(i.units)::bigint AS units FROM idle i
     WHERE i.type = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = i.id)
     GROUP BY i.credit_account_id),
  pending_drift AS (
    SELECT a.id AS account_id, a.kind, a.owner_id, coalesce(b.pending_units, 0) AS pending_units,
           coalesce(held.units, 0) AS expected
      FROM ledger_balances b FULL JOIN held ON held.account_id = b.account_id
      JOIN ledger_accounts a ON a.id = coalesce(b.account_id, held.account_id)
     WHERE coalesce(b.pending_units, 0) <> coalesce(held.units, 0)
     ORDER BY a.id LIMIT ${PROBLEM_ROWS}),
  stray AS (
    SELECT i.no::text AS no, i.type, count(*)::int AS legs
      FROM idle i JOIN ledger_postings p ON p.transfer_id = i.id
     GROUP BY i.no, i.type ORDER BY i.no LIMIT ${PROBLEM_ROWS}),
  postings AS (SELECT count(*) AS total, max(id) AS up_to FROM ledger_postings),
  transfers AS (SELECT count(*) AS total FROM ledger_transfers)
  SELECT json_build_object(
    'accounts', (SELECT count(*) FROM ledger_accounts),
    'transfers', (SELECT total FROM transfers),
    'moving', (SELECT total FROM transfers) - (SELECT count(*) FROM idle),
    'postings', (SELECT total FROM postings),
    'upTo', (SELECT up_to::text FROM postings),
    'pendingDrift', (SELECT json_agg(pending_drift) FROM pending_drift),
    'stray', (SELECT json_agg(stray) FROM stray)) AS census`;

/**
 * Postings with $1 < id <= $2 grouped by transfer: the groups that are not two legs cancelling out
 * (min = -max compares bigints; sum() would go through numeric). A transfer whose legs straddle the
 * range's edge shows up here too, and is then checked whole. No LIMIT: with one, PostgreSQL walks the
 * transfer_id index in order to stop early, and reads the heap at random (20 s instead of 1 s a chunk).
 */
export const TRANSFERS_CHUNK_SQL = `
  SELECT transfer_id FROM ledger_postings WHERE id > $1::bigint AND id <= $2::bigint
   GROUP BY transfer_id HAVING count(*) <> 2 OR min(units) <> -max(units) OR min(cents) <> -max(cents)`;

/** The candidates of a chunk, whole: their type, number of legs and sums. */
export const TRANSFER_CANDIDATES_SQL = `
  SELECT t.no::text AS no, t.type, count(p.id)::int AS legs,
         coalesce(sum(p.units), 0)::text AS units, coalesce(sum(p.cents), 0)::text AS cents
    FROM ledger_transfers t LEFT JOIN ledger_postings p ON p.transfer_id = t.id
   WHERE t.id = ANY($1::uuid[])
   GROUP BY t.no, t.type ORDER BY t.no`;

/** The account id that ends the next chunk of $2 member balances after account $1. */
export const BALANCES_CHUNK_END_SQL = `
  SELECT account_id FROM (
    SELECT account_id FROM ledger_balances WHERE account_id > $1::uuid ORDER BY account_id LIMIT $2) b
   ORDER BY account_id DESC LIMIT 1`;

/** The accounts without a balance row (the issuers): their postings are never summed. */
export const SYSTEM_ACCOUNTS_SQL = `SELECT id FROM ledger_accounts WHERE owner_id IS NULL ORDER BY id`;

/**
 * The member balances with $1 < account_id <= $2, each against the sum of its postings, in one
 * statement (one snapshot: a command writes a balance and its postings in one statement too).
 * `postingsRange` is the same range cut around the system accounts, so their millions of postings are
 * not read; the bounds are parameters, so PostgreSQL plans each chunk for its real size.
 */
export const balancesChunkSql = (postingsRange: string) => `
  WITH folded AS (
    SELECT p.account_id, sum(p.units) AS units, sum(p.cents) AS cents
      FROM ledger_postings p WHERE ${postingsRange}
     GROUP BY p.account_id)
  SELECT b.account_id, a.kind, a.owner_id, b.may_go_negative, b.units::text AS units, b.cents::text AS cents,
         coalesce(f.units, 0)::text AS fold_units, coalesce(f.cents, 0)::text AS fold_cents
    FROM ledger_balances b LEFT JOIN folded f ON f.account_id = b.account_id JOIN ledger_accounts a ON a.id = b.account_id
   WHERE b.account_id > $1::uuid AND b.account_id <= $2::uuid
     AND (b.units <> coalesce(f.units, 0) OR b.cents <> coalesce(f.cents, 0) OR (NOT b.may_go_negative AND b.units < 0))
   ORDER BY b.account_id LIMIT ${PROBLEM_ROWS}`;
