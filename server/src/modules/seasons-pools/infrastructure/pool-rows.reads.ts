import { Injectable } from '@nestjs/common';
import type { PoolName } from '@app/libs';
import { DataSource } from 'typeorm';

export interface PoolRowRecord {
  memberId: string;
  balance: number;
  shareCents: number | null;
}

/** Column names by pool: never from the client's text (the pool is checked against POOLS first). */
const BALANCE: Record<PoolName, string> = { lenders: 'lenders', builders: 'builders' };
const SHARE: Record<PoolName, string> = { lenders: 'lenders_share_cents', builders: 'builders_share_cents' };

/** A pool table's rows: a page by balance (largest first), a member's own, or all for an export. */
@Injectable()
export class PoolRowsReads {
  constructor(private readonly dataSource: DataSource) {}

  /** `only`: the members a search matched (undefined: everyone). */
  page(seasonNo: number, pool: PoolName, limit: number, offset: number, only?: string[]) {
    return this.rows(seasonNo, pool, only, `LIMIT ${Number(limit)} OFFSET ${Number(offset)}`);
  }

  async count(seasonNo: number, pool: PoolName, only: string[]): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM season_pool_rows
        WHERE season_no = $1 AND ${BALANCE[pool]} > 0 AND member_id = ANY($2::uuid[])`,
      [seasonNo, only],
    );
    return row.n;
  }

  all(seasonNo: number, pool: PoolName): Promise<PoolRowRecord[]> {
    return this.rows(seasonNo, pool, undefined, '');
  }

  async member(seasonNo: number, memberId: string) {
    const [row] = await this.dataSource.query(
      `SELECT lenders::float8 AS lenders, builders::float8 AS builders,
              lenders_share_cents::float8 AS "lendersShare", builders_share_cents::float8 AS "buildersShare"
         FROM season_pool_rows WHERE season_no = $1 AND member_id = $2`,
      [seasonNo, memberId],
    );
    return (row ?? null) as {
      lenders: number;
      builders: number;
      lendersShare: number | null;
      buildersShare: number | null;
    } | null;
  }

  private rows(
    seasonNo: number,
    pool: PoolName,
    only: string[] | undefined,
    window: string,
  ): Promise<PoolRowRecord[]> {
    const b = BALANCE[pool];
    return this.dataSource.query(
      `SELECT member_id::text AS "memberId", ${b}::float8 AS balance, ${SHARE[pool]}::float8 AS "shareCents"
         FROM season_pool_rows
        WHERE season_no = $1 AND ${b} > 0 AND ($2::uuid[] IS NULL OR member_id = ANY($2::uuid[]))
        ORDER BY ${b} DESC, member_id ${window}`,
      [seasonNo, only ?? null],
    );
  }
}
