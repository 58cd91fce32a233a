import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Key/value settings the back-office edits; defaults from the spec. */
export class Configuration1763800000200 implements MigrationInterface {
  name = 'Configuration1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE configuration_settings (
        key varchar(64) PRIMARY KEY,
        value varchar(255) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid NULL
      )`);
    await q.query(`
      INSERT INTO configuration_settings (key, value) VALUES
        ('per-unit-price', '500'),
        ('minimum-unit-purchase', '1'),
        ('target-to-achieve', '0'),
        ('show-hide-target', 'Show'),
        ('balance-target', '0'),
        ('loan-unit-amount', '100'),
        ('registration-cutoff', '')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE configuration_settings`);
  }
}
