import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of the member's request that last changed a receipt (its call and key), written
 * in the same transaction as the change: a request whose answer was lost after its commit finds its
 * own effect when it is sent again, instead of being refused by it (ADR 0051 addendum).
 */
export class ReceiptsRequestKey1764600000000 implements MigrationInterface {
  name = 'ReceiptsRequestKey1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE receipts ADD COLUMN request_key varchar(160)`);
    await q.query(
      `CREATE INDEX receipts_request_key_idx ON receipts (member_id, request_key) WHERE request_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX receipts_request_key_idx`);
    await q.query(`ALTER TABLE receipts DROP COLUMN request_key`);
  }
}
