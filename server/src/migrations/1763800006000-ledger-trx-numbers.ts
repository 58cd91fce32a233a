import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transaction numbers people see (Trx#), dense and in commit order: a projection of the sealed
 * ledger events (ADR 0013). `ledger_transfers.no` stays the internal key, allowed to have gaps.
 */
export class LedgerTrxNumbers1763800006000 implements MigrationInterface {
  name = 'LedgerTrxNumbers1763800006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_trx_numbers (
        transfer_id uuid PRIMARY KEY REFERENCES ledger_transfers (id),
        trx_no bigint NOT NULL CHECK (trx_no > 0),
        CONSTRAINT ledger_trx_numbers_trx_no UNIQUE (trx_no)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_trx_numbers`);
  }
}
