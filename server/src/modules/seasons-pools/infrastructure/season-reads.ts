import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SeasonRecord {
  no: number;
  name: string;
  startedAt: string;
  lockDate: string | null;
  lockedAt: string | null;
  current: boolean;
  payoutCents: number | null;
}

const COLUMNS = `no, name, started_at AS "startedAt", to_char(lock_date, 'YYYY-MM-DD') AS "lockDate",
  locked_at AS "lockedAt", locked_at IS NULL AS current, payout_cents::float8 AS "payoutCents"`;

const toRecord = (
  r: SeasonRecord & { startedAt: Date | string; lockedAt: Date | string | null },
): SeasonRecord => ({
  ...r,
  startedAt: new Date(r.startedAt).toISOString(),
  lockedAt: r.lockedAt ? new Date(r.lockedAt).toISOString() : null,
});

/** The seasons (a handful of rows: read whole) and the season units the projection keeps. */
@Injectable()
export class SeasonReads {
  constructor(private readonly dataSource: DataSource) {}

  async seasons(): Promise<SeasonRecord[]> {
    return (await this.dataSource.query(`SELECT ${COLUMNS} FROM seasons ORDER BY no`)).map(toRecord);
  }

  async season(no: number): Promise<SeasonRecord | null> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM seasons WHERE no = $1`, [no]);
    return row ? toRecord(row) : null;
  }

  async current(): Promise<SeasonRecord> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM seasons WHERE locked_at IS NULL`);
    return toRecord(row);
  }

  /** Each member's units per season (members without any are left out). */
  async unitsOf(memberIds: string[]): Promise<Map<string, Map<number, number>>> {
    const rows: Array<{ member_id: string; season_no: number; units: number }> = await this.dataSource.query(
      `SELECT member_id::text, season_no, units::float8 AS units FROM season_member_units
        WHERE member_id = ANY($1::uuid[])`,
      [memberIds],
    );
    const out = new Map<string, Map<number, number>>();
    for (const r of rows) {
      if (!out.has(r.member_id)) out.set(r.member_id, new Map());
      out.get(r.member_id)!.set(r.season_no, r.units);
    }
    return out;
  }

  /** Every member's units per season: one row per season, kept by the projection. */
  async totals(): Promise<Map<number, number>> {
    const rows: Array<{ season_no: number; units: number }> = await this.dataSource.query(
      `SELECT season_no, units::float8 AS units FROM season_unit_totals`,
    );
    return new Map(rows.map((r) => [r.season_no, r.units]));
  }

  /** How many members the report lists: every member who joined, numbered 1..n in join order. */
  async memberCount(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT coalesce(max(ord), 0)::int AS n FROM season_members`);
    return row.n as number;
  }

  /**
   * Page `page` of the members, newest first, and how many there are, in one statement: a range of
   * join numbers below the last one, read through the key.
   */
  async membersPage(page: number, perPage: number): Promise<{ ids: string[]; count: number }> {
    const rows: Array<{ id: string | null; count: number }> = await this.dataSource.query(
      `WITH n AS (SELECT coalesce(max(ord), 0)::int AS count FROM season_members)
       SELECT m.member_id::text AS id, n.count FROM n
         LEFT JOIN season_members m ON m.ord <= n.count - $1 AND m.ord > n.count - $1 - $2
        ORDER BY m.ord DESC`,
      [(page - 1) * perPage, perPage],
    );
    return { ids: rows.flatMap((r) => (r.id ? [r.id] : [])), count: rows[0]?.count ?? 0 };
  }

  /** Every member's units of one season, for the users-tree map (non-zero only). */
  async seasonUnits(seasonNo: number): Promise<Array<{ memberId: string; units: number }>> {
    return this.dataSource.query(
      `SELECT member_id::text AS "memberId", units::float8 AS units FROM season_member_units
        WHERE season_no = $1 AND units <> 0`,
      [seasonNo],
    );
  }
}
