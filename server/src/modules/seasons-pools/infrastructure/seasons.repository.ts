import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface SeasonRow {
  no: number;
  name: string;
  startedAt: Date;
  lockDate: string | null;
  lockedAt: Date | null;
  payoutCents: number | null;
}

const COLUMNS = `no, name, started_at AS "startedAt", lock_date::text AS "lockDate", locked_at AS "lockedAt",
  payout_cents::float8 AS "payoutCents"`;

/** The `seasons` table: every locked season and the one current season. */
@Injectable()
export class SeasonsRepository {
  constructor(private readonly dataSource: DataSource) {}

  all(m: EntityManager = this.dataSource.manager): Promise<SeasonRow[]> {
    return m.query(`SELECT ${COLUMNS} FROM seasons ORDER BY no`);
  }

  async current(m: EntityManager = this.dataSource.manager): Promise<SeasonRow> {
    const [row] = await m.query(`SELECT ${COLUMNS} FROM seasons WHERE locked_at IS NULL`);
    return row as SeasonRow;
  }

  async byNo(no: number, m: EntityManager = this.dataSource.manager): Promise<SeasonRow | null> {
    const [row] = await m.query(`SELECT ${COLUMNS} FROM seasons WHERE no = $1`, [no]);
    return (row as SeasonRow | undefined) ?? null;
  }
}
