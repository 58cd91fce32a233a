import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card charges reconciled (ADR 0030): a charge attempt is recorded before the gateway is called
 * (`attempted`), so a crash after the charge leaves a trace a reconciler settles; an attempt the
 * gateway never charged ends `abandoned`. Stripe's webhook events are processed once each, and the
 * test gateway keeps its charges so that they survive a restart as Stripe's do.
 */
export class CardChargeReconciliation1764000900000 implements MigrationInterface {
  name = 'CardChargeReconciliation1764000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE card_payments DROP CONSTRAINT card_payments_status_check`);
    await q.query(
      `ALTER TABLE card_payments ADD CONSTRAINT card_payments_status_check
         CHECK (status IN ('attempted', 'succeeded', 'declined', 'refunded', 'abandoned'))`,
    );
    // One open attempt per submission: a retry with the same key takes it up again.
    await q.query(
      `CREATE UNIQUE INDEX card_payments_open ON card_payments (member_id, idempotency_key)
         WHERE status IN ('attempted', 'abandoned')`,
    );
    // The reconciler's sweep: the oldest open attempts first.
    await q.query(
      `CREATE INDEX card_payments_attempted_idx ON card_payments (created_at) WHERE status = 'attempted'`,
    );
    await q.query(`
      CREATE TABLE payment_webhook_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE test_gateway_charges (
        idempotency_key varchar(200) PRIMARY KEY,
        ref varchar(100) NOT NULL UNIQUE,
        amount_cents bigint NOT NULL,
        ok boolean NOT NULL,
        message text,
        brand varchar(20) NOT NULL,
        last4 varchar(4) NOT NULL,
        exp_month smallint NOT NULL,
        exp_year smallint NOT NULL,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE test_gateway_charges`);
    await q.query(`DROP TABLE payment_webhook_events`);
    await q.query(`DROP INDEX card_payments_attempted_idx`);
    await q.query(`DROP INDEX card_payments_open`);
    await q.query(`DELETE FROM card_payments WHERE status IN ('attempted', 'abandoned')`);
    await q.query(`ALTER TABLE card_payments DROP CONSTRAINT card_payments_status_check`);
    await q.query(
      `ALTER TABLE card_payments ADD CONSTRAINT card_payments_status_check
         CHECK (status IN ('succeeded', 'declined', 'refunded'))`,
    );
  }
}
