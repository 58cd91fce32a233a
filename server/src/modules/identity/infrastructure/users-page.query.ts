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
 * The back-office's users list. Pages walk users_active_newest_idx. A search first counts its
 * matches up to the cap through the trigram index; then a few matches are read through that index
 * and sorted, while many (past the cap) are found by walking the newest-first index, where they are
 * dense: the planner, which cannot know how many match, is told so (ADR 0025). No request counts a
 * million rows.
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
    const window = [perPage, (page - 1) * perPage];
    if (!term)
      return { rows: await this.dataSource.query(pageOf('deleted_at IS NULL'), window), matched: null };
    const pattern = `%${escapeLike(term)}%`;
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM users WHERE ${MATCHES('$1')} LIMIT $2) m`,
      [pattern, SEARCH_COUNT_CAP + 1],
    );
    if (count === 0) return { rows: [], matched: 0 };
    const sql = pageOf(MATCHES('$3'));
    if (count <= SEARCH_COUNT_CAP)
      return { rows: await this.dataSource.query(sql, [...window, pattern]), matched: count };
    const rows = await this.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      await m.query(`SET LOCAL enable_bitmapscan = off`);
      return m.query(sql, [...window, pattern]);
    });
    return { rows, matched: count };
  }
}

const MATCHES = (param: string) => `deleted_at IS NULL AND ${SEARCHED} LIKE ${param}`;

const pageOf = (where: string) =>
  `SELECT id, fname, lname, email, role, referral_token, created_at FROM users
    WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`;
