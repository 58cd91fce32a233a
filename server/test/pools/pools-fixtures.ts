import { randomUUID } from 'node:crypto';
import { SeasonLocked, SeasonOpened } from '../../src/modules/seasons-pools';
import { UnitOfWork } from '../../src/platform';
import type { TestApp } from '../support/test-app';

/**
 * Locks the current season as the lock does (issue 20 contract): in one transaction the season
 * gets its lock, the next one opens, and SeasonLocked + SeasonOpened enter the log. Stands in for
 * the seasons helper's lock command until it lands.
 */
export async function lockSeason(t: TestApp): Promise<number> {
  return t.app.get(UnitOfWork).run(async (tx) => {
    const [current] = await tx.manager.query(
      `SELECT no, name FROM seasons WHERE locked_at IS NULL FOR UPDATE`,
    );
    const no = Number(current.no);
    const lockedAt = new Date();
    const lockDate = lockedAt.toISOString().slice(0, 10);
    await tx.manager.query(`UPDATE seasons SET locked_at = $2, lock_date = $3 WHERE no = $1`, [
      no,
      lockedAt,
      lockDate,
    ]);
    const next = no + 1;
    await tx.manager.query(`INSERT INTO seasons (no, name, started_at) VALUES ($1, $2, $3)`, [
      next,
      `Season ${next}`,
      lockedAt,
    ]);
    tx.record(
      new SeasonLocked(String(no), {
        seasonNo: no,
        name: current.name,
        lockDate,
        lockedAt: lockedAt.toISOString(),
        scheduleId: randomUUID(),
        nextSeasonNo: next,
      }),
      new SeasonOpened(String(next), {
        seasonNo: next,
        name: `Season ${next}`,
        startedAt: lockedAt.toISOString(),
      }),
    );
    return no;
  });
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
