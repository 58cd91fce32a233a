import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient } from '../ledger/ledger-fixtures';
import {
  ZONE,
  dayFromToday,
  eventually,
  jobOf,
  makeDue,
  schedule,
  seasonEvents,
} from '../seasons/season-fixtures';
import { OwnRedis } from './own-redis';

jest.setTimeout(120_000);

/**
 * Redis restarted while a season lock's delayed job waits (ADR 0047): with the append-only file the
 * README documents for production, the job is still there after the restart, untouched, and fires.
 * The sweep would lock the season anyway (ADR 0035); this shows the job itself survives.
 */
describe('delayed jobs across a Redis restart (AOF, fsync every second)', () => {
  let dir: string;
  let redis: OwnRedis;
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lending-redis-'));
    redis = await OwnRedis.start(dir);
    t = await startTestApp({ REDIS_URL: redis.url, OPERATOR_TIME_ZONE: ZONE });
    admin = await adminClient(t);
  });

  afterAll(async () => {
    await t?.close();
    await redis?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const delayedJob = async (scheduleId: string) => {
    const job = await jobOf(t, scheduleId);
    return job && { state: await job.getState(), timestamp: job.timestamp, delay: job.delay, data: job.data };
  };

  it.each([
    ['SHUTDOWN', 10, false, () => redis.shutdown()],
    ['kill -9, once the job is in the append-only file', 11, true, () => redis.kill()],
  ] as const)(
    '%s: the delayed job is still there after the restart and fires',
    async (_, days, killed, stop) => {
      const reply = await admin.post('/api/admin/season/store', { date: dayFromToday(days) });
      expect(reply.status).toBe(201);
      const scheduleId = reply.body.data.id as string;
      const before = await delayedJob(scheduleId);
      expect(before).toMatchObject({ state: 'delayed', data: { scheduleId } });
      expect(before!.delay).toBeGreaterThan(24 * 3600 * 1000);
      // SHUTDOWN flushes the file itself; a killed Redis keeps what it wrote there before (everysec: at
      // most a second's writes are not on disk yet), so that case waits for the job to be written.
      if (killed)
        await eventually(
          async () => redis.appendOnlyFilesContain(scheduleId),
          (written) => written,
        );

      await stop();
      await redis.start();

      expect(await delayedJob(scheduleId)).toEqual(before);
      // Its day comes: the database's clock first (the lock trusts only it), then the job's delay.
      await makeDue(t, scheduleId);
      await (await jobOf(t, scheduleId))!.changeDelay(200);
      await eventually(
        async () => (await jobOf(t, scheduleId))?.getState(),
        (state) => state === 'completed',
      );
      expect(await schedule(t, scheduleId)).toMatchObject({ status: 'fired' });
      const locked = (await seasonEvents(t)).filter(
        (e) => e.type === 'seasons.SeasonLocked' && e.payload.scheduleId === scheduleId,
      );
      expect(locked).toHaveLength(1);
    },
  );
});
