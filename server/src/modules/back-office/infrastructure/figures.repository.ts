import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The counters the projection keeps (ADR 0025). */
export const Counter = {
  /** Active users of any role: the users list's total. */
  users: 'users',
  /** Active users of role User: the dashboard's customers. */
  members: 'members',
  /** Of those, the paid ones. */
  paidMembers: 'paid_members',
} as const;
type CounterName = (typeof Counter)[keyof typeof Counter];

export const Metric = { signups: 'signups', units: 'units' } as const;
type MetricName = (typeof Metric)[keyof typeof Metric];

export interface TrackedUser {
  role: string;
  joined_on: string;
  active: boolean;
  paid: boolean;
}

const UTC_DAY = `(($1::timestamptz) AT TIME ZONE 'UTC')::date`;

/** The back-office's read models: its SQL lives here. */
@Injectable()
export class FiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Starts tracking a user; false when the log had already told of them. */
  async track(m: EntityManager, userId: string, role: string, at: string): Promise<TrackedUser | null> {
    const rows: TrackedUser[] = await m.query(
      `INSERT INTO back_office_users (user_id, role, joined_on) VALUES ($2, $3, ${UTC_DAY})
       ON CONFLICT (user_id) DO NOTHING RETURNING role, to_char(joined_on, 'YYYY-MM-DD') AS joined_on, active, paid`,
      [at, userId, role],
    );
    return rows[0] ?? null;
  }

  /** The tracked user as it was before `change`, which is applied (null: untracked). */
  async update(
    m: EntityManager,
    userId: string,
    change: { active?: false; role?: string; paid?: boolean },
  ): Promise<TrackedUser | null> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [TrackedUser[], number] = await m.query(
      `UPDATE back_office_users u SET active = coalesce($2, u.active), role = coalesce($3, u.role),
              paid = coalesce($4, u.paid)
         FROM (SELECT * FROM back_office_users WHERE user_id = $1 FOR UPDATE) prior
        WHERE u.user_id = prior.user_id
       RETURNING prior.role, to_char(prior.joined_on, 'YYYY-MM-DD') AS joined_on, prior.active, prior.paid`,
      [userId, change.active ?? null, change.role ?? null, change.paid ?? null],
    );
    return rows[0] ?? null;
  }

  async bump(m: EntityManager, name: CounterName, delta: number): Promise<void> {
    if (delta === 0) return;
    await m.query(
      `INSERT INTO back_office_counters (name, value) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET value = back_office_counters.value + $2`,
      [name, delta],
    );
  }

  async bumpDay(m: EntityManager, metric: MetricName, day: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await m.query(
      `INSERT INTO back_office_daily (metric, day, value) VALUES ($1, $2::date, $3)
       ON CONFLICT (metric, day) DO UPDATE SET value = back_office_daily.value + $3`,
      [metric, day, delta],
    );
  }

  async bumpDayAt(m: EntityManager, metric: MetricName, at: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await m.query(
      `INSERT INTO back_office_daily (metric, day, value) VALUES ($2, ${UTC_DAY}, $3)
       ON CONFLICT (metric, day) DO UPDATE SET value = back_office_daily.value + $3`,
      [at, metric, delta],
    );
  }

  async reset(m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM back_office_daily`);
    await m.query(`DELETE FROM back_office_counters`);
    await m.query(`DELETE FROM back_office_users`);
  }

  async counters(): Promise<Record<CounterName, number>> {
    const rows: Array<{ name: CounterName; value: string }> = await this.dataSource.query(
      `SELECT name, value FROM back_office_counters`,
    );
    const found = new Map(rows.map((r) => [r.name, Number(r.value)]));
    return {
      users: found.get(Counter.users) ?? 0,
      members: found.get(Counter.members) ?? 0,
      paid_members: found.get(Counter.paidMembers) ?? 0,
    };
  }

  async counter(name: CounterName): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT value FROM back_office_counters WHERE name = $1`, [
      name,
    ]);
    return row ? Number(row.value) : 0;
  }

  /** Each metric's days from `from` (YYYY-MM-DD) on. */
  async days(from: string): Promise<Record<MetricName, Map<string, number>>> {
    const rows: Array<{ metric: MetricName; day: string; value: string }> = await this.dataSource.query(
      `SELECT metric, to_char(day, 'YYYY-MM-DD') AS day, value FROM back_office_daily WHERE day >= $1::date`,
      [from],
    );
    const out = { signups: new Map<string, number>(), units: new Map<string, number>() };
    for (const r of rows) out[r.metric]?.set(r.day, Number(r.value));
    return out;
  }
}
