import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContactFilter, ContactMessagePayload, ContactMessageView } from '@app/libs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, name, email, subject, message, created_at, read_at';
const toView = (row: ContactRow): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  read: row.read_at !== null,
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
});

const CONDITIONS: Record<ContactFilter, string> = {
  all: 'true',
  unread: 'read_at IS NULL',
  read: 'read_at IS NOT NULL',
};

/** The contact_messages table (migration 1764400000000). */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, message: ContactMessagePayload): Promise<ContactMessageView> {
    const [row] = await manager.query(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [message.name, message.email, message.subject, message.message],
    );
    return toView(row);
  }

  async byId(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ContactMessageView | null> {
    if (!isUuid(id)) return null;
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]);
    return row ? toView(row) : null;
  }

  /** Sets read or unread; null when there is no such message, unchanged when it already was. */
  async markRead(
    manager: EntityManager,
    id: string,
    read: boolean,
    adminId: string,
  ): Promise<{ view: ContactMessageView; changed: boolean } | null> {
    if (!isUuid(id)) return null;
    const [current] = await manager.query(`SELECT read_at FROM contact_messages WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    if (!current) return null;
    const changed = (current.read_at !== null) !== read;
    if (changed)
      await manager.query(
        read
          ? `UPDATE contact_messages SET read_at = now(), read_by = $2 WHERE id = $1`
          : `UPDATE contact_messages SET read_at = NULL, read_by = NULL WHERE id = $1`,
        read ? [id, adminId] : [id],
      );
    return { view: (await this.byId(id, manager))!, changed };
  }

  async page(
    filter: ContactFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: ContactMessageView[]; total: number; unread: number }> {
    const [rows, [counts]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM contact_messages WHERE ${CONDITIONS[filter]}
          ORDER BY (read_at IS NOT NULL), created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [perPage, (page - 1) * perPage],
      ),
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE ${CONDITIONS[filter]})::int AS total,
                count(*) FILTER (WHERE read_at IS NULL)::int AS unread
           FROM contact_messages`,
      ),
    ]);
    return { rows: rows.map(toView), total: counts.total, unread: counts.unread };
  }
}
