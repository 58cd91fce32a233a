/** Writes and reads of the per-season pool tables (ADR 0036). */
export const PoolTablesSql = {
  /**
   * The tree copy with each member's units of the season ($1): what the builders balance folds.
   * Units of members no longer in the tree (deleted) are not in the pools.
   */
  treeWithUnits: `
    SELECT t.member_id::text AS id, t.parent_id::text AS parent, coalesce(u.units, 0)::float8 AS units
      FROM season_tree t LEFT JOIN season_member_units u ON u.member_id = t.member_id AND u.season_no = $1`,
  table: `SELECT season_no, frozen, computed_at, lenders_balance::float8 AS lenders_balance,
      builders_balance::float8 AS builders_balance, lenders_members, builders_members,
      shares_payout_cents::float8 AS shares_payout_cents
    FROM season_pool_tables WHERE season_no = $1`,
  dropRows: `DELETE FROM season_pool_rows WHERE season_no = $1`,
  dropTable: `DELETE FROM season_pool_tables WHERE season_no = $1`,
  insertRows: `
    INSERT INTO season_pool_rows (season_no, member_id, lenders, builders)
    SELECT $1, m, l, b FROM unnest($2::uuid[], $3::bigint[], $4::bigint[]) AS r(m, l, b)`,
  insertTable: `
    INSERT INTO season_pool_tables (season_no, frozen, computed_at, lenders_balance, builders_balance,
      lenders_members, builders_members, shares_payout_cents)
    VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
  balances: `SELECT member_id::text AS id, lenders::float8 AS lenders, builders::float8 AS builders
    FROM season_pool_rows WHERE season_no = $1`,
  setShares: `
    UPDATE season_pool_rows r SET lenders_share_cents = s.l, builders_share_cents = s.b
      FROM unnest($2::uuid[], $3::bigint[], $4::bigint[]) AS s(m, l, b)
     WHERE r.season_no = $1 AND r.member_id = s.m`,
  clearShares: `UPDATE season_pool_rows SET lenders_share_cents = NULL, builders_share_cents = NULL
    WHERE season_no = $1 AND (lenders_share_cents IS NOT NULL OR builders_share_cents IS NOT NULL)`,
  sharesFor: `UPDATE season_pool_tables SET shares_payout_cents = $2 WHERE season_no = $1`,
  /** The season's payout, its row locked until the payout's transaction ends. */
  payoutForUpdate: `SELECT payout_cents::float8 AS payout FROM seasons WHERE no = $1 FOR UPDATE`,
  setPayout: `UPDATE seasons SET payout_cents = $2 WHERE no = $1`,
  payout: `SELECT payout_cents::float8 AS payout_cents FROM seasons WHERE no = $1`,
  /** One lock per season's pool table: its computations (the projection's freeze included) queue. */
  lock: `SELECT pg_advisory_xact_lock(hashtext('seasons.pool-table'), $1)`,
  tryLock: `SELECT pg_try_advisory_xact_lock(hashtext('seasons.pool-table'), $1) AS locked`,
};
