import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language each person is written to in (ADR 0011); the 19 codes of the switcher, frozen here. */
export class UserLanguage1763800002000 implements MigrationInterface {
  name = 'UserLanguage1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN language varchar(8) NOT NULL DEFAULT 'en'
        CONSTRAINT users_language_check CHECK (language IN (
          'en', 'zh-CN', 'cs', 'fr', 'de', 'el', 'hi', 'id', 'it', 'ja',
          'ko', 'pl', 'pt', 'ru', 'es', 'sv', 'th', 'uk', 'vi'
        ))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
