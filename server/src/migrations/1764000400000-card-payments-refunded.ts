import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A card charge given back: the member was paid meanwhile by an admin's approval of their pay-later
 * payment, so the charge is refunded instead of issuing a second set of units (ADR 0022 addendum).
 */
export class CardPaymentsRefunded1764000400000 implements MigrationInterface {
  name = 'CardPaymentsRefunded1764000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE card_payments DROP CONSTRAINT card_payments_status_check`);
    await q.query(
      `ALTER TABLE card_payments ADD CONSTRAINT card_payments_status_check
         CHECK (status IN ('succeeded', 'declined', 'refunded'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM card_payments WHERE status = 'refunded'`);
    await q.query(`ALTER TABLE card_payments DROP CONSTRAINT card_payments_status_check`);
    await q.query(
      `ALTER TABLE card_payments ADD CONSTRAINT card_payments_status_check CHECK (status IN ('succeeded', 'declined'))`,
    );
  }
}
