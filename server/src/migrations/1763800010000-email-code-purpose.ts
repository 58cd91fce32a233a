import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a one-time email code is for (ADR 0016): verifying an email, or completing a sign-in to an
 * account under a password-guessing attack. Each purpose keeps its own current code, so that a
 * stranger asking for a verification code cannot replace the owner's sign-in code.
 */
export class EmailCodePurpose1763800010000 implements MigrationInterface {
  name = 'EmailCodePurpose1763800010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE email_codes
        ADD COLUMN purpose varchar(16) NOT NULL DEFAULT 'verify'
        CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('verify', 'login'))`);
    await q.query(`DROP INDEX email_codes_email_idx`);
    await q.query(`CREATE INDEX email_codes_email_idx ON email_codes (email, purpose, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_codes_email_idx`);
    await q.query(`ALTER TABLE email_codes DROP COLUMN purpose`);
    await q.query(`CREATE INDEX email_codes_email_idx ON email_codes (email, created_at DESC)`);
  }
}
