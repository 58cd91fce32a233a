import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { lockFor } from '../seasons/season-fixtures';

/**
 * Locks the current season through the real lock: a schedule that has come due (as the store command
 * leaves it, its instant a second past) and the LockSeason command the job and the sweep run.
 * Answers the number of the season it locked.
 */
export async function lockSeason(t: TestApp): Promise<number> {
  const [{ id: adminId }] = await t.dataSource.query(
    `SELECT id FROM users WHERE role = 'SuperAdmin' LIMIT 1`,
  );
  await t.dataSource.query(
    `INSERT INTO season_schedules (id, lock_date, lock_at, created_by)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, now() - interval '1 second', $2)`,
    [randomUUID(), adminId],
  );
  const locked = (await lockFor(t, null)) as Array<{ seasonNo: number }>;
  if (locked.length !== 1) throw new Error(`expected one lock, got ${JSON.stringify(locked)}`);
  return locked[0].seasonNo;
}

/** Every table of the projection `seasons.season-units`, in a comparable form. */
export async function seasonTables(t: TestApp) {
  const q = (sql: string) => t.dataSource.query(sql);
  return {
    position: await q(`SELECT season_no FROM season_units_position`),
    units: await q(
      `SELECT member_id, season_no, units::int FROM season_member_units ORDER BY member_id, season_no`,
    ),
    totals: await q(`SELECT season_no, units::int FROM season_unit_totals ORDER BY season_no`),
    tree: await q(`SELECT member_id, parent_id FROM season_tree ORDER BY member_id`),
    members: await q(`SELECT ord, member_id FROM season_members ORDER BY ord`),
    frozen:
      await q(`SELECT season_no, computed_at, lenders_balance::int, builders_balance::int, lenders_members,
        builders_members, shares_payout_cents::int FROM season_pool_tables WHERE frozen ORDER BY season_no`),
    frozenRows: await q(`SELECT r.* FROM season_pool_rows r JOIN season_pool_tables p USING (season_no)
        WHERE p.frozen ORDER BY r.season_no, r.member_id`),
  };
}

/** A member's units per season, straight from the projection. */
export async function unitsBySeason(t: TestApp, memberId: string): Promise<Record<number, number>> {
  const rows = await t.dataSource.query(
    `SELECT season_no, units::int FROM season_member_units WHERE member_id = $1`,
    [memberId],
  );
  return Object.fromEntries(rows.map((r: { season_no: number; units: number }) => [r.season_no, r.units]));
}
