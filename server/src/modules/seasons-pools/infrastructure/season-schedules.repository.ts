import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../platform';
import { SeasonRefusal, SeasonRefusalCode, type ScheduleStatus } from '../domain/season-schedule';

export interface ScheduleRow {
  id: string;
  lockDate: string;
  lockAt: Date;
  status: ScheduleStatus;
  createdAt: Date;
}

/** Dates leave PostgreSQL as text: a `date` is a calendar day, never shifted by a zone. */
const COLUMNS = `id, lock_date::text AS "lockDate", lock_at AS "lockAt", status, created_at AS "createdAt"`;

/** The `season_schedules` table: the waiting, deleted and fired locks. */
@Injectable()
export class SeasonSchedulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the date has a schedule waiting or one that already locked a season. */
  async dateTaken(m: EntityManager, lockDate: string): Promise<boolean> {
    const [row] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM season_schedules WHERE lock_date = $1 AND status IN ('scheduled', 'fired')) AS taken`,
      [lockDate],
    );
    return row.taken as boolean;
  }

  /** A second waiting schedule of the same date (a concurrent store) is refused by the unique index. */
  async insert(
    m: EntityManager,
    s: { lockDate: string; lockAt: Date; createdBy: string },
  ): Promise<ScheduleRow> {
    try {
      const [row] = await m.query(
        `INSERT INTO season_schedules (lock_date, lock_at, created_by) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [s.lockDate, s.lockAt, s.createdBy],
      );
      return row as ScheduleRow;
    } catch (error) {
      if (isUniqueViolation(error, 'season_schedules_one_per_date'))
        throw new SeasonRefusal(SeasonRefusalCode.alreadyScheduled);
      throw error;
    }
  }

  /** The schedule, its row locked until the transaction ends (a lock in flight waits, or we wait). */
  async forUpdate(m: EntityManager, id: string): Promise<ScheduleRow | null> {
    const [row] = await m.query(`SELECT ${COLUMNS} FROM season_schedules WHERE id = $1 FOR UPDATE`, [id]);
    return (row as ScheduleRow | undefined) ?? null;
  }

  async markDeleted(m: EntityManager, id: string): Promise<void> {
    await m.query(`UPDATE season_schedules SET status = 'deleted' WHERE id = $1`, [id]);
  }

  /** The locks still waiting, by date. */
  waiting(): Promise<ScheduleRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM season_schedules WHERE status = 'scheduled' ORDER BY lock_date`,
    );
  }

  /** The schedule's status, as an empty list when there is no such schedule. */
  statusOf(id: string): Promise<Array<{ status: ScheduleStatus }>> {
    return this.dataSource.query(`SELECT status FROM season_schedules WHERE id = $1`, [id]);
  }

  /** Ids of the waiting locks whose instant has come, by the database's clock, earliest first. */
  async dueIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM season_schedules WHERE status = 'scheduled' AND lock_at <= now() ORDER BY lock_at, id`,
    );
    return rows.map((r) => r.id);
  }
}
