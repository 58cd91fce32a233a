import type { EntityManager } from 'typeorm';
import type { SeasonRow } from './seasons.repository';

/** Every lock transaction takes this first: locks happen one after the other, in lock_at order. */
const SEASON_LOCK_KEY = 'seasons-pools.season-lock';

export interface DueSchedule {
  id: string;
  lockDate: string;
}

/**
 * The statements of one lock (ADR 0035), run in one transaction. Serialised by an advisory lock,
 * so each statement after it sees every lock committed before: the current season read here is the
 * current one, not one a concurrent lock has just closed.
 */
export const SeasonLockStatements = {
  async serialise(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [SEASON_LOCK_KEY]);
  },

  /**
   * The earliest waiting schedule whose instant has come (database clock), its row locked. A delete
   * holding the row makes FOR UPDATE skip it once it commits; the caller asks again.
   */
  async earliestDue(m: EntityManager): Promise<DueSchedule | null> {
    const [row] = await m.query(
      `SELECT id, lock_date::text AS "lockDate" FROM season_schedules
        WHERE status = 'scheduled' AND lock_at <= now()
        ORDER BY lock_at, id LIMIT 1 FOR UPDATE`,
    );
    return (row as DueSchedule | undefined) ?? null;
  },

  async anyDue(m: EntityManager): Promise<boolean> {
    const [row] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM season_schedules WHERE status = 'scheduled' AND lock_at <= now()) AS due`,
    );
    return row.due as boolean;
  },

  async currentForUpdate(m: EntityManager): Promise<Pick<SeasonRow, 'no' | 'name'>> {
    const [row] = await m.query(`SELECT no, name FROM seasons WHERE locked_at IS NULL FOR UPDATE`);
    if (!row) throw new Error('no current season: the seasons table lost its invariant');
    return row as Pick<SeasonRow, 'no' | 'name'>;
  },

  /** Closes the season at the transaction's time; answers that time. */
  async close(m: EntityManager, no: number, lockDate: string): Promise<Date> {
    // TypeORM answers an UPDATE with [rows, count]: the transaction's time is read on its own.
    await m.query(`UPDATE seasons SET lock_date = $2, locked_at = now() WHERE no = $1`, [no, lockDate]);
    const [row] = await m.query(`SELECT now() AS "lockedAt"`);
    return row.lockedAt as Date;
  },

  /** The next season starts at the same instant the previous one locked. */
  async open(m: EntityManager, no: number, name: string): Promise<Date> {
    const [row] = await m.query(
      `INSERT INTO seasons (no, name, started_at) VALUES ($1, $2, now()) RETURNING started_at AS "startedAt"`,
      [no, name],
    );
    return row.startedAt as Date;
  },

  async markFired(m: EntityManager, scheduleId: string, seasonNo: number): Promise<void> {
    await m.query(
      `UPDATE season_schedules SET status = 'fired', season_no = $2, fired_at = now() WHERE id = $1`,
      [scheduleId, seasonNo],
    );
  },
};
