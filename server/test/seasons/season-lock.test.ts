import type { Client } from '../support/client';
import { startPeer, startTestApp, type TestApp } from '../support/test-app';
import { adminClient } from '../ledger/ledger-fixtures';
import {
  ZONE,
  dayFromToday,
  eventually,
  jobOf,
  lockFor,
  makeDue,
  schedule,
  seasonEvents,
  seasons,
  sweep,
} from './season-fixtures';

jest.setTimeout(180_000);

/**
 * The lock happens exactly once on time whatever the workers, retries, restarts and Redis do
 * (ADR 0035). "Time passes" by moving a schedule's instant into the database's past, the clock the
 * lock trusts, and by promoting its delayed job as BullMQ would at that instant.
 */
describe('season locks, exactly once', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TIME_ZONE: ZONE });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const store = async (days: number): Promise<string> => {
    const reply = await admin.post('/api/admin/season/store', { date: dayFromToday(days) });
    expect(reply.status).toBe(201);
    return reply.body.data.id as string;
  };
  const lockedEvents = async (scheduleId: string) =>
    (await seasonEvents(t)).filter(
      (e) => e.type === 'seasons.SeasonLocked' && e.payload.scheduleId === scheduleId,
    );
  const seasonCount = async () => (await seasons(t)).length;
  const openEvents = async () =>
    (await seasonEvents(t)).filter((e) => e.type === 'seasons.SeasonOpened').length;

  it('a deleted schedule never locks, even when its time comes and the job and sweep run', async () => {
    const before = await seasonCount();
    const id = await store(10);
    const job = await jobOf(t, id);
    expect(await job?.getState()).toBe('delayed');
    expect((await admin.post('/api/admin/season/delete-schedule', { id })).status).toBe(200);
    expect(await jobOf(t, id)).toBeUndefined();
    await makeDue(t, id);
    expect(await sweep(t)).toEqual([]);
    expect(await lockFor(t, id)).toEqual([]);
    expect(await schedule(t, id)).toEqual({ status: 'deleted', seasonNo: null });
    expect(await seasonCount()).toBe(before);
    expect(await lockedEvents(id)).toEqual([]);
  });

  it('a Redis that lost the delayed job still locks, through the sweep', async () => {
    const before = await seasonCount();
    const id = await store(11);
    await (await jobOf(t, id))!.remove();
    await makeDue(t, id);
    await sweep(t);
    expect(await schedule(t, id)).toEqual({ status: 'fired', seasonNo: before });
    expect(await seasonCount()).toBe(before + 1);
    expect(await lockedEvents(id)).toHaveLength(1);
    // Any later sweep or late job finds it fired.
    expect(await sweep(t)).toEqual([]);
    expect(await lockFor(t, id)).toEqual([]);
    expect(await seasonCount()).toBe(before + 1);
  });

  it('a job that runs before its instant by the database clock locks nothing and is retried', async () => {
    const id = await store(12);
    await expect(lockFor(t, id)).rejects.toThrow(id);
    expect(await schedule(t, id)).toEqual({ status: 'scheduled', seasonNo: null });
    await admin.post('/api/admin/season/delete-schedule', { id });
  });

  it('two workers and a restart between schedule and due time lock once', async () => {
    const before = await seasonCount();
    const opened = await openEvents();
    const id = await store(13);
    // The worker that was up when it was scheduled goes away; two others come up.
    const first = await startPeer(t);
    await first.close();
    const [a, b] = [await startPeer(t), await startPeer(t)];
    try {
      await makeDue(t, id);
      await (await jobOf(a, id))!.promote();
      // The job (on whichever worker takes it) races both workers' sweeps and the first app's.
      await Promise.all([sweep(a), sweep(b), sweep(t), lockFor(a, id).catch(() => undefined)]);
      await eventually(
        async () => (await jobOf(t, id))?.getState(),
        (state) => state === 'completed',
      );
      expect(await schedule(t, id)).toEqual({ status: 'fired', seasonNo: before });
      expect(await seasonCount()).toBe(before + 1);
      expect(await lockedEvents(id)).toHaveLength(1);
      expect(await openEvents()).toBe(opened + 1);
      expect((await seasons(t)).filter((s) => !s.locked)).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('several overdue schedules lock one season each, in lock_at order, however many lockers race', async () => {
    const before = await seasonCount();
    const [later, earlier] = [await store(21), await store(20)];
    await makeDue(t, later, 1);
    await makeDue(t, earlier, 2);
    const peer = await startPeer(t);
    try {
      // The later schedule's job runs first, among sweeps: it still locks the earlier one first.
      await Promise.all([
        lockFor(peer, later),
        sweep(peer),
        sweep(t),
        lockFor(t, earlier),
        lockFor(t, null),
        lockFor(peer, null),
      ]);
    } finally {
      await peer.close();
    }
    expect(await schedule(t, earlier)).toEqual({ status: 'fired', seasonNo: before });
    expect(await schedule(t, later)).toEqual({ status: 'fired', seasonNo: before + 1 });
    const all = await seasons(t);
    expect(all).toHaveLength(before + 2);
    expect(all.slice(-3)).toEqual([
      { no: before, name: `Season ${before}`, lockDate: dayFromToday(20), locked: true },
      { no: before + 1, name: `Season ${before + 1}`, lockDate: dayFromToday(21), locked: true },
      { no: before + 2, name: `Season ${before + 2}`, lockDate: null, locked: false },
    ]);
    expect(await lockedEvents(earlier)).toHaveLength(1);
    expect(await lockedEvents(later)).toHaveLength(1);
  });

  it('a schedule deleted while its lock waits for the row is either fired or deleted, never both', async () => {
    const before = await seasonCount();
    const id = await store(30);
    await makeDue(t, id);
    const [deleted] = await Promise.all([admin.post('/api/admin/season/delete-schedule', { id }), sweep(t)]);
    const after = await schedule(t, id);
    if (deleted.status === 200) {
      expect(after.status).toBe('deleted');
      expect(await seasonCount()).toBe(before);
    } else {
      expect(deleted.body.code).toBe('SEASON.SCHEDULE_FIRED');
      expect(after.status).toBe('fired');
      expect(await seasonCount()).toBe(before + 1);
    }
  });
});
