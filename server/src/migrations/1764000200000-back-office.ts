import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back-office's users list and dashboard (issue 11, ADR 0025): a trigram index for the list's
 * search by name or email, a partial index for its newest-first pages, and the read models of the
 * dashboard and of the list's total, kept by the `back-office.figures` projection.
 */
export class BackOffice1764000200000 implements MigrationInterface {
  name = 'BackOffice1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX users_search_trgm ON users
         USING gin ((lower(fname || ' ' || lname || ' ' || email)) gin_trgm_ops) WHERE deleted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX users_active_newest_idx ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    // One row per user ever seen in the log: what the counters below were last told about them.
    await q.query(`
      CREATE TABLE back_office_users (
        user_id uuid PRIMARY KEY,
        role varchar(20) NOT NULL,
        joined_on date NOT NULL,
        active boolean NOT NULL DEFAULT true,
        paid boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE back_office_counters (
        name varchar(40) PRIMARY KEY,
        value bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE back_office_daily (
        metric varchar(20) NOT NULL,
        day date NOT NULL,
        value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (metric, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE back_office_daily`);
    await q.query(`DROP TABLE back_office_counters`);
    await q.query(`DROP TABLE back_office_users`);
    await q.query(`DROP INDEX users_active_newest_idx`);
    await q.query(`DROP INDEX users_search_trgm`);
  }
}
