import { QueueName, Queues } from '../../src/platform';
import { LockSeasonCommand } from '../../src/modules/seasons-pools/application/commands/lock-season/lock-season.command';
import { seasonLockJobId } from '../../src/modules/seasons-pools/application/lock/season-lock-jobs';
import { SeasonLockSweeper } from '../../src/modules/seasons-pools/application/lock/season-lock-sweeper';
import { dateIn, todayIn } from '../../src/modules/seasons-pools/domain/operator-day';
import { CommandBus } from '@nestjs/cqrs';
import type { TestApp } from '../support/test-app';

/** A zone 5 h 45 min ahead of UTC, so that a day's start is never UTC midnight by accident. */
export const ZONE = 'Asia/Kathmandu';

/** The calendar date `days` after today in the operator's zone. */
export function dayFromToday(days: number, zone = ZONE): string {
  const [y, m, d] = todayIn(zone, new Date()).split('-').map(Number);
  return dateIn('UTC', new Date(Date.UTC(y, m - 1, d + days)));
}

export const seasonLockQueue = (t: TestApp) => t.app.get(Queues).queue(QueueName.seasonLock);
export const jobOf = (t: TestApp, scheduleId: string) =>
  seasonLockQueue(t).getJob(seasonLockJobId(scheduleId));
export const sweep = (t: TestApp) => t.app.get(SeasonLockSweeper).sweep();
export const lockFor = (t: TestApp, scheduleId: string | null) =>
  t.app.get(CommandBus).execute(new LockSeasonCommand(scheduleId));

/** Time passes until the schedule is due: its instant moves a second into the database's past. */
export async function makeDue(t: TestApp, scheduleId: string, secondsAgo = 1): Promise<void> {
  await t.dataSource.query(
    `UPDATE season_schedules SET lock_at = now() - make_interval(secs => $2) WHERE id = $1`,
    [scheduleId, secondsAgo],
  );
}

export async function seasons(t: TestApp) {
  return t.dataSource.query(
    `SELECT no, name, lock_date::text AS "lockDate", locked_at IS NOT NULL AS locked FROM seasons ORDER BY no`,
  ) as Promise<Array<{ no: number; name: string; lockDate: string | null; locked: boolean }>>;
}

export async function schedule(t: TestApp, id: string) {
  const [row] = await t.dataSource.query(
    `SELECT status, season_no AS "seasonNo" FROM season_schedules WHERE id = $1`,
    [id],
  );
  return row as { status: string; seasonNo: number | null };
}

/** The season events in log order. */
export async function seasonEvents(t: TestApp) {
  return t.dataSource.query(
    `SELECT type, aggregate_type AS "aggregateType", aggregate_id AS "aggregateId", payload
       FROM domain_events WHERE type LIKE 'seasons.%' ORDER BY seq`,
  ) as Promise<
    Array<{ type: string; aggregateType: string; aggregateId: string; payload: Record<string, unknown> }>
  >;
}

/** Waits for `check` to hold, polling; fails with what it last saw. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
