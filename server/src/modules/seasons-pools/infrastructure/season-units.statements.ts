/** The projection `seasons.season-units`' SQL (ADR 0036). Arrays in, one statement per kind of change. */
export const SeasonUnitsSql = {
  position: `SELECT season_no FROM season_units_position`,
  moveTo: `UPDATE season_units_position SET season_no = $1`,

  /**
   * Adds each member's units of a stretch to the season ($1). A row that comes to zero is removed:
   * a stretch written at once and the same events written one by one leave the same rows.
   */
  addUnits: `
    INSERT INTO season_member_units (member_id, season_no, units)
    SELECT m, $1, d FROM unnest($2::uuid[], $3::bigint[]) AS u(m, d)
    ON CONFLICT (member_id, season_no) DO UPDATE SET units = season_member_units.units + EXCLUDED.units`,
  dropZeroUnits: `DELETE FROM season_member_units WHERE season_no = $1 AND member_id = ANY($2::uuid[]) AND units = 0`,
  addTotal: `
    INSERT INTO season_unit_totals (season_no, units) VALUES ($1, $2)
    ON CONFLICT (season_no) DO UPDATE SET units = season_unit_totals.units + EXCLUDED.units`,
  dropZeroTotal: `DELETE FROM season_unit_totals WHERE season_no = $1 AND units = 0`,

  /** A join of a member already in the tree changes nothing (as in the network's own tree). */
  join: `
    INSERT INTO season_tree (member_id, parent_id)
    SELECT m, p FROM unnest($1::uuid[], $2::uuid[]) AS j(m, p)
    ON CONFLICT (member_id) DO NOTHING`,
  setParent: `
    INSERT INTO season_tree (member_id, parent_id)
    SELECT m, p FROM unnest($1::uuid[], $2::uuid[]) AS j(m, p)
    ON CONFLICT (member_id) DO UPDATE SET parent_id = EXCLUDED.parent_id`,
  remove: `DELETE FROM season_tree WHERE member_id = ANY($1::uuid[])`,

  /** New members numbered after the last one, in log order; one seen before keeps its number. */
  addMembers: `
    INSERT INTO season_members (ord, member_id)
    SELECT (SELECT coalesce(max(ord), 0) FROM season_members) + row_number() OVER (ORDER BY j.n), j.m
      FROM unnest($1::uuid[]) WITH ORDINALITY AS j(m, n)
     WHERE NOT EXISTS (SELECT 1 FROM season_members s WHERE s.member_id = j.m)`,

  reset: [
    `DELETE FROM season_pool_rows`,
    `DELETE FROM season_pool_tables`,
    `DELETE FROM season_tree`,
    `DELETE FROM season_members`,
    `DELETE FROM season_unit_totals`,
    `DELETE FROM season_member_units`,
    `UPDATE season_units_position SET season_no = 1`,
  ],
};
