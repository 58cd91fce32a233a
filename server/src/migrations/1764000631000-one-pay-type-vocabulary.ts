import type { MigrationInterface, QueryRunner } from 'typeorm';

// Literal copies of the vocabulary of ADR 0031 as it was when this ran: a migration must not change
// when libs does.
const ALIASES: [string, string][] = [
  ['Wire', 'Wire Transfer'],
  ['ACH (USA only)', 'ACH'],
  ['Debit/Credit Card', 'Credit/Debit Card'],
];
const KEY_ALIASES: [string, string][] = [
  ['payment-instructions-wire', 'payment-instructions-wire-transfer'],
  ['payment-instructions-ach-usa-only', 'payment-instructions-ach'],
];

/**
 * One vocabulary of pay types (ADR 0031): receipts and members store the canonical value, and each
 * pay type has one payment-instructions setting. Of two instruction texts for one pay type the
 * canonical key's wins unless it is empty. The event log and the ledger's transfers keep what they
 * recorded (ADR 0019); their readers map old values. Loan requests only ever took canonical values.
 * The settings' value column also grows to the 2000 characters an instruction text may have.
 */
export class OnePayTypeVocabulary1764000631000 implements MigrationInterface {
  name = 'OnePayTypeVocabulary1764000631000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE configuration_settings ALTER COLUMN value TYPE varchar(2000)`);
    for (const [alias, canonical] of ALIASES) {
      await q.query(`UPDATE receipts SET pay_type = $2 WHERE pay_type = $1`, [alias, canonical]);
      await q.query(`UPDATE users SET pay_type = $2 WHERE pay_type = $1`, [alias, canonical]);
    }
    for (const [alias, canonical] of KEY_ALIASES) {
      await q.query(
        `INSERT INTO configuration_settings (key, value, updated_at, updated_by)
           SELECT $2, value, updated_at, updated_by FROM configuration_settings WHERE key = $1
         ON CONFLICT (key) DO UPDATE
           SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
           WHERE configuration_settings.value = '' AND EXCLUDED.value <> ''`,
        [alias, canonical],
      );
      await q.query(`DELETE FROM configuration_settings WHERE key = $1`, [alias]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // The old keys come back as copies of the merged texts. The old spellings of stored pay types
    // cannot be told apart from the canonical ones any more, so they stay canonical; the value column
    // stays wide, as shrinking it would cut texts.
    for (const [alias, canonical] of KEY_ALIASES)
      await q.query(
        `INSERT INTO configuration_settings (key, value, updated_at, updated_by)
           SELECT $1, value, updated_at, updated_by FROM configuration_settings WHERE key = $2
         ON CONFLICT (key) DO NOTHING`,
        [alias, canonical],
      );
  }
}
