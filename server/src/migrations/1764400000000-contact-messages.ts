import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages visitors send through the landing page's contact form (ADR 0037). Read or unread is the
 * only thing that changes; the sender's address is not kept beyond what they typed.
 */
export class ContactMessages1764400000000 implements MigrationInterface {
  name = 'ContactMessages1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz NULL,
        read_by uuid NULL,
        CHECK ((read_at IS NULL) = (read_by IS NULL))
      )`);
    // The back-office's list: unread first, newest first; with a read/unread filter the same order.
    await q.query(
      `CREATE INDEX contact_messages_list ON contact_messages ((read_at IS NOT NULL), created_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_messages`);
  }
}
