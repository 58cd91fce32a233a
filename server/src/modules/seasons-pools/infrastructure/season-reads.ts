import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { autocommitQuery, CoalescingLoader, type Statement } from '../../../platform';

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

export interface ReportFrame {
  seasons: SeasonRecord[];
  totals: Map<number, number>;
  members: number;
}

/*
 * The units report's reads run on every page an administrator turns: named statements (planned once
 * per connection), outside TypeORM's query runner, and those of concurrent requests share one round
 * trip (ADR 0020 addendum, ADR 0036 addendum). The report reads a projection, which follows the log a
 * moment behind anyway; a shared read still starts after each of its callers asked.
 */
const UNITS_OF: Statement = {
  name: 'seasons.units-of.v1',
  text: `SELECT member_id::text AS member_id, season_no, units::float8 AS units FROM season_member_units
          WHERE member_id = ANY($1::uuid[])`,
};

/**
 * What every page of the units report shows around its rows, in one statement: the seasons, each with
 * every member's units in it (kept per season by the projection), and how many members the report
 * lists (every member who joined, numbered 1..n in join order).
 */
const REPORT_FRAME: Statement = {
  name: 'seasons.report-frame.v1',
  text: `SELECT ${COLUMNS}, coalesce(t.units, 0)::float8 AS units,
                (SELECT coalesce(max(ord), 0)::int FROM season_members) AS members
           FROM seasons LEFT JOIN season_unit_totals t ON t.season_no = seasons.no
          ORDER BY no`,
};

/**
 * Page `page` of the members, newest first, and how many there are, in one statement: a range of join
 * numbers below the last one, read through the key.
 */
const MEMBERS_PAGE: Statement = {
  name: 'seasons.members-page.v1',
  text: `WITH n AS (SELECT coalesce(max(ord), 0)::int AS count FROM season_members)
         SELECT m.member_id::text AS id, n.count FROM n
           LEFT JOIN season_members m ON m.ord <= n.count - $1 AND m.ord > n.count - $1 - $2
          ORDER BY m.ord DESC`,
};

const FRAME = 'frame';

/** The seasons (a handful of rows: read whole) and the season units the projection keeps. */
@Injectable()
export class SeasonReads {
  private readonly units = new CoalescingLoader<string, Map<number, number>>(async (ids) => {
    const rows = await autocommitQuery<{ member_id: string; season_no: number; units: number }>(
      this.dataSource,
      UNITS_OF,
      [ids],
    );
    const out = new Map<string, Map<number, number>>();
    for (const r of rows) {
      if (!out.has(r.member_id)) out.set(r.member_id, new Map());
      out.get(r.member_id)!.set(r.season_no, r.units);
    }
    return out;
  });

  private readonly frame = new CoalescingLoader<typeof FRAME, ReportFrame>(async () => {
    const rows = await autocommitQuery<Parameters<typeof toRecord>[0] & { units: number; members: number }>(
      this.dataSource,
      REPORT_FRAME,
      [],
    );
    const frame: ReportFrame = {
      seasons: rows.map(({ units: _units, members: _members, ...season }) => toRecord(season)),
      totals: new Map(rows.map((r) => [r.no, r.units])),
      members: rows[0]?.members ?? 0,
    };
    return new Map([[FRAME, frame]]);
  });

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
  unitsOf(memberIds: string[]): Promise<Map<string, Map<number, number>>> {
    return this.units.loadMany(memberIds);
  }

  /** The seasons with every member's units in each, and how many members the report lists. */
  async reportFrame(): Promise<ReportFrame> {
    return (await this.frame.load(FRAME))!;
  }

  /** Page `page` of the members, newest first, and how many there are. */
  async membersPage(page: number, perPage: number): Promise<{ ids: string[]; count: number }> {
    const rows = await autocommitQuery<{ id: string | null; count: number }>(this.dataSource, MEMBERS_PAGE, [
      (page - 1) * perPage,
      perPage,
    ]);
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
