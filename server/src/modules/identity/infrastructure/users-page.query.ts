import { Injectable } from '@nestjs/common';
import type { Role } from '@app/libs';
import { DataSource } from 'typeorm';
import { autocommitQuery, type Statement } from '../../../platform';
import { escapeLike } from './escape-like';

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
  /**
   * With a search: how many users match, when that is known (counted up to `SEARCH_COUNT_CAP` + 1);
   * else at least how many: the matches up to this page's end, and one more when a next page exists.
   */
  matched: number | null;
}

/** A counted search counts its matches only this far: past it, the list says "more than" (ADR 0025). */
const SEARCH_COUNT_CAP = 10_000;

/**
 * How many of the newest users a search walks, per row its page needs, before it asks an index: a
 * term one user in 200 has fills its page within the walk; one that no one has costs a walk of a few
 * thousand rows (ADR 0025 addendum).
 */
const WALK_PER_ROW = 200;
const WALK_MIN = 2_000;
const WALK_MAX = 50_000;

const COLUMNS = `id, fname, lname, email, role, referral_token, created_at`;
const NEWEST_FIRST = `ORDER BY created_at DESC, id DESC`;
/** What users_email_trgm and users_name_trgm index (shared with identity's directory). */
const MATCHES = (param: string) => `(email LIKE ${param} OR lower(fname || ' ' || lname) LIKE ${param})`;

/**
 * A term with an '@' after its first letter is the start or the end of an email (ADR 0025 addendum),
 * looked up through users_email_prefix and users_email_suffix.
 */
const isEmailPart = (term: string) => term.indexOf('@') > 0 && !/\s/.test(term);
const reverse = (text: string) => [...text].reverse().join('');

/*
 * The list and its searches run on every page an administrator turns (the users list, the seasons'
 * units report): named statements, planned once per connection, outside TypeORM's query runner.
 */
const NEWEST_PAGE: Statement = {
  name: 'identity.users-page.newest.v1',
  text: `SELECT ${COLUMNS} FROM users WHERE deleted_at IS NULL ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
};
const NEWEST_MATCHING: Statement = {
  name: 'identity.users-page.newest-matching.v1',
  text: `SELECT ${COLUMNS} FROM (
           SELECT ${COLUMNS} FROM users WHERE deleted_at IS NULL ${NEWEST_FIRST} LIMIT $3
         ) newest WHERE ${MATCHES('$4')} ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
};
/** The users `where` ($3) matches, up to the cap ($4), counted, and one page of them newest first. */
const capped = (name: string, where: string): Statement => ({
  name: `identity.users-page.capped-${name}.v1`,
  text: `SELECT * FROM (SELECT *, count(*) OVER ()::int AS matched FROM (
           SELECT ${COLUMNS} FROM users WHERE deleted_at IS NULL AND ${where} LIMIT $4) m) c
          ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
});
const CAPPED = {
  emailStarts: capped('email-starts', `email LIKE $3`),
  emailEnds: capped('email-ends', `reverse(email) LIKE $3`),
  matches: capped('matches', MATCHES('$3')),
};
type Capped = keyof typeof CAPPED;
const WHERE: Record<Capped, string> = {
  emailStarts: `email LIKE $1`,
  emailEnds: `reverse(email) LIKE $1`,
  matches: MATCHES('$1'),
};

/**
 * The back-office's users list (ADR 0025 and its addendum). Pages walk users_active_newest_idx. A
 * search is read the cheapest way that is still exact, in this order:
 * 1. an email's start (`ann@ex`) or end (`nn@example.com`) through the btrees users_email_prefix and
 *    users_email_suffix, when some email starts or ends so;
 * 2. the newest users walked newest first, which stops as soon as this page and one more match are
 *    found: a term many users match costs what the page costs, and the total is "this far, and more";
 * 3. else the matches are few among the newest: counted up to the cap through the trigram indexes,
 *    then read through them and sorted, or, past the cap, found by walking the newest-first index
 *    where they are dense (the planner, which cannot estimate a `LIKE '%…%'`, is told so).
 * No request counts a million rows.
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
    const offset = (page - 1) * perPage;
    if (!term)
      return {
        rows: await autocommitQuery<UsersPageRow>(this.dataSource, NEWEST_PAGE, [perPage, offset]),
        matched: null,
      };
    if (isEmailPart(term)) {
      const found =
        (await this.emailsBy('emailStarts', `${escapeLike(term)}%`, perPage, offset)) ??
        (await this.emailsBy('emailEnds', `${escapeLike(reverse(term))}%`, perPage, offset));
      if (found) return found;
    }
    return (await this.newestMatching(term, perPage, offset)) ?? this.countedMatches(term, perPage, offset);
  }

  /**
   * Emails are unique and stored lowercase: few share a start, or an end, that includes the '@'.
   * Taken by their index first and sorted after: asked for them newest first, the planner, which
   * guesses 0.5 % of a million for any `LIKE 'x%'` on reverse(email), walks the newest-first index.
   */
  private async emailsBy(match: Capped, pattern: string, perPage: number, offset: number) {
    const found = await this.cappedPage(match, pattern, perPage, offset);
    return found.rows.length ? found : null;
  }

  private async newestMatching(term: string, perPage: number, offset: number): Promise<UsersPage | null> {
    const needed = offset + perPage + 1;
    const walk = Math.min(Math.max(needed * WALK_PER_ROW, WALK_MIN), WALK_MAX);
    const rows = await autocommitQuery<UsersPageRow>(this.dataSource, NEWEST_MATCHING, [
      perPage + 1,
      offset,
      walk,
      `%${escapeLike(term)}%`,
    ]);
    return rows.length > perPage ? { rows: rows.slice(0, perPage), matched: needed } : null;
  }

  /** One trigram scan, stopped past the cap: the page is sorted from the matches it kept. */
  private async countedMatches(term: string, perPage: number, offset: number): Promise<UsersPage> {
    const pattern = `%${escapeLike(term)}%`;
    const { rows, matched } = await this.cappedPage('matches', pattern, perPage, offset);
    if (matched <= SEARCH_COUNT_CAP) return { rows, matched };
    // Past the cap the matches are dense: walking the newest-first index finds the page soonest.
    const page = await this.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      await m.query(`SET LOCAL enable_bitmapscan = off`);
      return m.query(
        `SELECT ${COLUMNS} FROM users WHERE deleted_at IS NULL AND ${MATCHES('$3')} ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
        [perPage, offset, pattern],
      );
    });
    return { rows: page, matched };
  }

  /**
   * The users a `CAPPED` statement matches, taken up to the cap in whatever order their index gives,
   * counted, and this page of them newest first. An empty page past the first asks the count again.
   */
  private async cappedPage(
    where: Capped,
    pattern: string,
    perPage: number,
    offset: number,
  ): Promise<{ rows: UsersPageRow[]; matched: number }> {
    const rows = await autocommitQuery<UsersPageRow & { matched: number }>(this.dataSource, CAPPED[where], [
      perPage,
      offset,
      pattern,
      SEARCH_COUNT_CAP + 1,
    ]);
    if (rows.length) return { rows: rows.map(withoutMatched), matched: rows[0].matched };
    if (offset === 0) return { rows: [], matched: 0 };
    const [{ matched }] = await this.dataSource.query(
      `SELECT count(*)::int AS matched FROM (SELECT 1 FROM users WHERE deleted_at IS NULL AND ${WHERE[where]} LIMIT $2) m`,
      [pattern, SEARCH_COUNT_CAP + 1],
    );
    return { rows: [], matched };
  }
}

const withoutMatched = ({ matched: _matched, ...row }: UsersPageRow & { matched: number }): UsersPageRow =>
  row;
