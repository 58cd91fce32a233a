import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files and their owners (ADR 0018): a member's storage quota is the sum of `bytes` of
 * their rows. Files stored before this table are not counted until they are replaced.
 */
export class StoredFiles1763800012000 implements MigrationInterface {
  name = 'StoredFiles1763800012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stored_files (
        area varchar(30) NOT NULL,
        name varchar(100) NOT NULL,
        owner_id uuid NOT NULL,
        bytes integer NOT NULL CHECK (bytes >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (area, name)
      )`);
    await q.query(`CREATE INDEX stored_files_owner_idx ON stored_files (owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stored_files`);
  }
}
