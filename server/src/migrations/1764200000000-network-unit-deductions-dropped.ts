import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The network read model no longer remembers loyalty deductions to know which way a reversal went:
 * every ledger event says what it changed, and older reversals are upcast from the ledger's own
 * rows (ADR 0034). The side table goes; its rows were derived and are not needed by a rebuild.
 */
export class NetworkUnitDeductionsDropped1764200000000 implements MigrationInterface {
  name = 'NetworkUnitDeductionsDropped1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE network_unit_deductions`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Recreated empty: a rebuild of network.read-model by the code of before would fill it again.
    await q.query(`CREATE TABLE network_unit_deductions (transfer_id uuid PRIMARY KEY)`);
  }
}
