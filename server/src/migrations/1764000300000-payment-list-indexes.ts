import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paged, searchable back-office payment lists (ADR 0027): one partial index per list, in the list's
 * order, so a page reads only its rows; and trigram indexes on the users' email and name, which the
 * lists' search goes through (identity's directory matches `email LIKE` and `lower(name) LIKE`).
 * The users' indexes are created only when missing: another list of users may have made them.
 */
export class PaymentListIndexes1764000300000 implements MigrationInterface {
  name = 'PaymentListIndexes1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX receipts_sent_idx ON receipts (updated_at DESC, id) WHERE status <> 'No'`);
    await q.query(
      `CREATE INDEX receipts_awaiting_idx ON receipts (updated_at, id)
        WHERE source <> 'purchase' AND status = 'Requested'`,
    );
    await q.query(
      `CREATE INDEX receipts_pay_later_open_idx ON receipts (created_at, id)
        WHERE source = 'pay-later' AND status IN ('No', 'Requested')`,
    );
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (email gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS users_name_trgm ON users USING gin (lower(fname || ' ' || lname) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX receipts_pay_later_open_idx`);
    await q.query(`DROP INDEX receipts_awaiting_idx`);
    await q.query(`DROP INDEX receipts_sent_idx`);
    // The users' trigram indexes stay: another list may rely on them.
  }
}
