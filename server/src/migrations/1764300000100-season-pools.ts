import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Season units and pools (ADR 0036). All but the last two tables are the projection
 * `seasons.season-units`, kept from the log and rebuildable:
 * - `season_units_position`: the season the log has reached (one row);
 * - `season_member_units`: per (member, season) the units credited inside it, signed;
 * - `season_unit_totals`: per season the sum of those (the reports' footers, no scan);
 * - `season_tree`: the projection's own copy of the referral tree, as the log has reached it;
 * - `season_pool_tables` / `season_pool_rows`: per season its pool table. A locked season's is
 *   written by the projection when it reaches SeasonLocked (frozen); the current season's is a
 *   cache the queries recompute at most once a minute. Rows only for non-zero balances; the shares
 *   are for the payout in `shares_payout_cents` and are recomputed when the payout changes.
 */
export class SeasonPools1764300000100 implements MigrationInterface {
  name = 'SeasonPools1764300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE season_units_position (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        season_no integer NOT NULL
      )`);
    await q.query(`INSERT INTO season_units_position (season_no) VALUES (1)`);
    await q.query(`
      CREATE TABLE season_member_units (
        member_id uuid NOT NULL,
        season_no integer NOT NULL,
        units bigint NOT NULL,
        PRIMARY KEY (member_id, season_no)
      )`);
    // A season's units of all members at once (the pools' computation).
    await q.query(`CREATE INDEX season_member_units_season_idx ON season_member_units (season_no)`);
    await q.query(`
      CREATE TABLE season_unit_totals (
        season_no integer PRIMARY KEY,
        units bigint NOT NULL
      )`);
    // The report's members in join order, numbered without gaps: a page is a range of numbers, so
    // the millionth row costs what the first does.
    await q.query(`
      CREATE TABLE season_members (
        ord integer PRIMARY KEY CHECK (ord >= 1),
        member_id uuid NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE season_tree (
        member_id uuid PRIMARY KEY,
        parent_id uuid NULL
      )`);
    await q.query(`
      CREATE TABLE season_pool_tables (
        season_no integer PRIMARY KEY,
        frozen boolean NOT NULL,
        computed_at timestamptz NOT NULL,
        lenders_balance bigint NOT NULL,
        builders_balance bigint NOT NULL,
        lenders_members integer NOT NULL,
        builders_members integer NOT NULL,
        shares_payout_cents bigint NULL
      )`);
    await q.query(`
      CREATE TABLE season_pool_rows (
        season_no integer NOT NULL,
        member_id uuid NOT NULL,
        lenders bigint NOT NULL CHECK (lenders >= 0),
        builders bigint NOT NULL CHECK (builders >= 0),
        lenders_share_cents bigint NULL,
        builders_share_cents bigint NULL,
        PRIMARY KEY (season_no, member_id)
      )`);
    // Each pool's page: its members by balance, largest first.
    await q.query(
      `CREATE INDEX season_pool_rows_lenders_idx ON season_pool_rows (season_no, lenders DESC, member_id) WHERE lenders > 0`,
    );
    await q.query(
      `CREATE INDEX season_pool_rows_builders_idx ON season_pool_rows (season_no, builders DESC, member_id) WHERE builders > 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'season_pool_rows',
      'season_pool_tables',
      'season_tree',
      'season_members',
      'season_unit_totals',
      'season_member_units',
      'season_units_position',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
