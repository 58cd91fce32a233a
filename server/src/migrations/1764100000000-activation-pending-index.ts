import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins' pending payments list every unpaid activation, not only pay later (ADR 0029): its
 * partial index follows the list's condition.
 */
export class ActivationPendingIndex1764100000000 implements MigrationInterface {
  name = 'ActivationPendingIndex1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX receipts_pay_later_open_idx`);
    await q.query(
      `CREATE INDEX receipts_activation_open_idx ON receipts (created_at, id)
        WHERE source <> 'purchase' AND status IN ('No', 'Requested')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX receipts_activation_open_idx`);
    await q.query(
      `CREATE INDEX receipts_pay_later_open_idx ON receipts (created_at, id)
        WHERE source = 'pay-later' AND status IN ('No', 'Requested')`,
    );
  }
}
