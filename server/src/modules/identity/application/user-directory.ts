import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '@app/libs';
import { autocommitQuery, CoalescingLoader, type Statement } from '../../../platform';
import { escapeLike } from '../infrastructure/escape-like';
import { isUuid } from '../infrastructure/users.repository';
import { avatarUrl } from './user-view';

export interface UserSummary {
  id: string;
  fullName: string;
  email: string;
  /** The language to write to them in. */
  language: LanguageCode;
  profile: string | null;
  deleted: boolean;
  /** Admins and SuperAdmins: never recipients of units (they would be paying themselves). */
  staff: boolean;
}

export interface UserContact {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  country_code: string;
  phone: string;
  city: string;
  state: string;
  country: string;
  language: LanguageCode;
  pay_now: 'Yes' | 'No';
}

/** Lists read contacts a page at a time: one named statement for the pages of concurrent requests. */
const CONTACTS: Statement = {
  name: 'identity.contacts.v1',
  text: `SELECT id, fname, lname, email, country_code, phone, city, state, country, language, pay_now
           FROM users WHERE id = ANY($1::uuid[])`,
};

/** Who is who, for other modules (names and emails on lists, pickers, searches). */
@Injectable()
export class UserDirectory {
  private readonly contactsLoader = new CoalescingLoader<string, UserContact>(async (ids) => {
    const rows = await autocommitQuery<Omit<UserContact, 'fullName'>>(this.dataSource, CONTACTS, [ids]);
    return new Map(rows.map((r) => [r.id, { ...r, fullName: `${r.fname} ${r.lname}`.trim() }]));
  });

  constructor(private readonly dataSource: DataSource) {}

  async summaries(ids: string[]): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.query(
      `SELECT id, fname, lname, email, language, avatar, deleted_at, role FROM users WHERE id = ANY($1::uuid[])`,
      [unique],
    );
    return new Map(rows.map((r: Record<string, string | null>) => [r.id, toSummary(r)]));
  }

  /**
   * Active users whose email or name starts with / contains the text; newest first. `membersOnly`
   * leaves staff out (the pickers of recipients of units).
   */
  async search(text: string, limit = 50, { membersOnly = false } = {}): Promise<UserSummary[]> {
    const term = text.trim().toLowerCase();
    const rows = await this.dataSource.query(
      `SELECT id, fname, lname, email, language, avatar, deleted_at, role FROM users
        WHERE deleted_at IS NULL AND ($1 = '' OR email LIKE $2 OR lower(fname || ' ' || lname) LIKE $3)
          AND (NOT $5 OR role = 'User')
        ORDER BY (email LIKE $2) DESC, created_at DESC LIMIT $4`,
      [term, `${escapeLike(term)}%`, `%${escapeLike(term)}%`, Math.min(Math.max(limit, 1), 100), membersOnly],
    );
    return rows.map(toSummary);
  }

  /** Contact details (the receipt screens' user card), of active and deleted users alike. */
  async contacts(ids: string[]): Promise<Map<string, UserContact>> {
    return this.contactsLoader.loadMany(ids.filter(isUuid).map((id) => id.toLowerCase()));
  }

  /**
   * A page of active members (role User) whose email or name contains the text, leaving out
   * `excluding`, newest first, with how many there are (counted up to MEMBERS_PAGE_COUNT_CAP + 1):
   * for pickers that page and search.
   */
  async membersPage(
    text: string,
    excluding: string[],
    limit: number,
    offset: number,
  ): Promise<{ rows: UserSummary[]; total: number }> {
    const term = `%${escapeLike(text.trim().toLowerCase())}%`;
    const where = `deleted_at IS NULL AND role = 'User' AND NOT (id = ANY($1::uuid[]))
      AND ($2 = '%%' OR email LIKE $2 OR lower(fname || ' ' || lname) LIKE $2)`;
    // Pickers show a page and search on: past MEMBERS_PAGE_COUNT_CAP the total says "more than".
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM users WHERE ${where} LIMIT $3) m`,
      [excluding, term, MEMBERS_PAGE_COUNT_CAP + 1],
    );
    const rows = await this.dataSource.query(
      `SELECT id, fname, lname, email, language, avatar, deleted_at, role FROM users WHERE ${where}
        ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [excluding, term, limit, offset],
    );
    return { rows: rows.map(toSummary), total };
  }

  async isActiveMember(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL AND role = 'User'`,
      [id],
    );
    return Boolean(row);
  }

  /** The earliest active SuperAdmin (the seeded one, ADMIN_EMAIL): who hears of contact messages by default. */
  async firstSuperAdmin(): Promise<UserSummary | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, fname, lname, email, language, avatar, deleted_at, role FROM users
        WHERE role = 'SuperAdmin' AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1`,
    );
    return row ? toSummary(row) : null;
  }
}

/** How far a picker's page counts its members: no request counts a million rows. */
export const MEMBERS_PAGE_COUNT_CAP = 10_000;

function toSummary(r: Record<string, string | null>): UserSummary {
  return {
    id: r.id!,
    fullName: `${r.fname} ${r.lname}`.trim(),
    email: r.email!,
    language: r.language as LanguageCode,
    profile: avatarUrl(r.avatar ?? null),
    deleted: Boolean(r.deleted_at),
    staff: r.role !== 'User',
  };
}
