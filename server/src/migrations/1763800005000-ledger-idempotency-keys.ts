import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of every call that moves units, bound to the request it came with and the
 * answer it got (docs/adr/0015). Scoped per actor and per call, so keys never collide across admins
 * or across approve/void/delete of one transaction.
 */
export class LedgerIdempotencyKeys1763800005000 implements MigrationInterface {
  name = 'LedgerIdempotencyKeys1763800005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_idempotency_keys (
        actor_id uuid NOT NULL,
        call varchar(40) NOT NULL,
        key varchar(100) NOT NULL,
        request_hash char(64) NOT NULL,
        response jsonb NULL,
        locked_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz NULL,
        PRIMARY KEY (actor_id, call, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_idempotency_keys`);
  }
}
