import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seasons and their scheduled locks (ADR 0035). Exactly one season is current (no lock yet); a
 * schedule waits, is deleted, or fires once, recording the season it locked. Season 1 starts with
 * the ledger's first transfer, or now on a fresh install.
 */
export class Seasons1764300000000 implements MigrationInterface {
  name = 'Seasons1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seasons (
        no int PRIMARY KEY CHECK (no >= 1),
        name text NOT NULL,
        started_at timestamptz NOT NULL,
        lock_date date NULL,
        locked_at timestamptz NULL,
        payout_cents bigint NULL CHECK (payout_cents >= 0),
        CHECK ((lock_date IS NULL) = (locked_at IS NULL))
      )`);
    // One current season: two workers locking at once cannot both leave an open one behind.
    await q.query(`CREATE UNIQUE INDEX seasons_one_current ON seasons ((true)) WHERE locked_at IS NULL`);
    await q.query(`
      CREATE TABLE season_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lock_date date NOT NULL,
        lock_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'deleted', 'fired')),
        season_no int NULL REFERENCES seasons (no),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        fired_at timestamptz NULL,
        CHECK ((status = 'fired') = (season_no IS NOT NULL)),
        CHECK ((status = 'fired') = (fired_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX season_schedules_one_per_date ON season_schedules (lock_date) WHERE status = 'scheduled'`,
    );
    // A season is locked by one schedule at most.
    await q.query(
      `CREATE UNIQUE INDEX season_schedules_season_once ON season_schedules (season_no) WHERE season_no IS NOT NULL`,
    );
    // The sweep's question: which waiting locks are due, earliest first.
    await q.query(
      `CREATE INDEX season_schedules_due ON season_schedules (lock_at, id) WHERE status = 'scheduled'`,
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
