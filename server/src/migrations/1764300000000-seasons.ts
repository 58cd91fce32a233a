import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * STAND-IN of the seasons helper's migration (issue 20 contract), so that the pools work can run
 * before theirs lands: at the merge, take the seasons helper's version of this file.
 * `seasons`: one row per season, exactly one of them current (locked_at NULL).
 */
export class Seasons1764300000000 implements MigrationInterface {
  name = 'Seasons1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seasons (
        no integer PRIMARY KEY,
        name text NOT NULL,
        started_at timestamptz NOT NULL,
        lock_date date NULL,
        locked_at timestamptz NULL,
        payout_cents bigint NULL CHECK (payout_cents > 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX seasons_one_current ON seasons ((true)) WHERE locked_at IS NULL`);
    await q.query(`
      CREATE TABLE season_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lock_date date NOT NULL,
        lock_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('scheduled', 'deleted', 'fired')),
        season_no integer NULL,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        fired_at timestamptz NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX season_schedules_one_per_date ON season_schedules (lock_date) WHERE status = 'scheduled'`,
    );
    await q.query(`
      INSERT INTO seasons (no, name, started_at)
      VALUES (1, 'Season 1', coalesce((SELECT min(created_at) FROM ledger_transfers), now()))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE season_schedules`);
    await q.query(`DROP TABLE seasons`);
  }
}
