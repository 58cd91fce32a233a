import { Injectable } from '@nestjs/common';
import type { Role } from '@app/libs';
import { DataSource } from 'typeorm';

export interface UsersPageRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  role: Role;
  referral_token: string;
  created_at: Date;
}

export interface UsersPage {
  rows: UsersPageRow[];
  /** With a search: how many users match, counted up to `SEARCH_COUNT_CAP` + 1 at most. */
  matched: number | null;
}

/** A search counts its matches only this far: past it, the list says "more than" (ADR 0025). */
export const SEARCH_COUNT_CAP = 10_000;

/** What users_search_trgm indexes: a search by name or email is a trigram match on it. */
const SEARCHED = `lower(fname || ' ' || lname || ' ' || email)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The back-office's users list. Pages walk users_active_newest_idx; a search uses the trigram
 * index, and its count stops at the cap, so no request counts a million rows.
 */
@Injectable()
export class UsersPageQuery {
  constructor(private readonly dataSource: DataSource) {}

  async page({
    page,
    perPage,
    search,
  }: {
    page: number;
    perPage: number;
    search: string;
  }): Promise<UsersPage> {
    const term = search.trim().toLowerCase();
    const pattern = `%${escapeLike(term)}%`;
    const where = term ? `deleted_at IS NULL AND ${SEARCHED} LIKE $3` : `deleted_at IS NULL`;
    const rows: UsersPageRow[] = await this.dataSource.query(
      `SELECT id, fname, lname, email, role, referral_token, created_at FROM users
        WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      term ? [perPage, (page - 1) * perPage, pattern] : [perPage, (page - 1) * perPage],
    );
    if (!term) return { rows, matched: null };
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM users WHERE ${where.replace('$3', '$1')} LIMIT $2) m`,
      [pattern, SEARCH_COUNT_CAP + 1],
    );
    return { rows, matched: count };
  }
}
