import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One set of search indexes on users (ADR 0025 addendum): the users list now matches names and emails
 * as identity's directory does, through users_name_trgm and users_email_trgm, so the list's own
 * trigram index over name and email together goes; and a term that starts or ends an email is looked
 * up through a btree on the email or on its reverse, where a trigram index reads the posting lists of
 * trigrams that every email shares ('com', '@gm', ...).
 */
export class UsersSearchIndexes1764000500000 implements MigrationInterface {
  name = 'UsersSearchIndexes1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_email_prefix ON users (email text_pattern_ops) WHERE deleted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX users_email_suffix ON users (reverse(email) text_pattern_ops) WHERE deleted_at IS NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS users_search_trgm`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_search_trgm ON users
         USING gin ((lower(fname || ' ' || lname || ' ' || email)) gin_trgm_ops) WHERE deleted_at IS NULL`,
    );
    await q.query(`DROP INDEX users_email_suffix`);
    await q.query(`DROP INDEX users_email_prefix`);
  }
}
