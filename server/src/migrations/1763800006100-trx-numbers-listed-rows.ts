import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trx#s go to the rows the transaction lists show; a post or void shows its pending transfer's
 * number (ADR 0013). Numbers given before to posts and voids left gaps in the lists: the projection
 * starts over and numbers the log again.
 */
export class TrxNumbersListedRows1763800006100 implements MigrationInterface {
  name = 'TrxNumbersListedRows1763800006100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_trx_numbers`);
    await q.query(
      `UPDATE event_consumers SET checkpoint = 0, handled = 0, attempts = 0, failing_seal_no = NULL,
              retry_at = NULL, last_error = NULL WHERE name = 'ledger.trx-numbers'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await this.up(q);
  }
}
