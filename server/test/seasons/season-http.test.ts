import { startOfDayIn } from '../../src/modules/seasons-pools/domain/operator-day';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember } from '../ledger/ledger-fixtures';
import { ZONE, dayFromToday, eventually, jobOf, schedule, seasonEvents, seasons } from './season-fixtures';

jest.setTimeout(120_000);

/** The seasons' calls as an admin, a member and a careless client use them (ADR 0035). */
describe('admin/season calls', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TIME_ZONE: ZONE });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const scheduleCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM season_schedules`))[0].n as number;

  it('starts with Season 1 current and nothing scheduled', async () => {
    const list = await admin.get('/api/admin/season/list');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        no: 1,
        name: 'Season 1',
        startedAt: expect.any(String),
        lockDate: null,
        lockedAt: null,
        current: true,
        payoutCents: null,
      },
    ]);
    const scheduled = await admin.get('/api/admin/season/scheduled-seasons');
    expect(scheduled.body).toEqual({ data: { scheduledSeasons: [] } });
  });

  it('lets only admins in: a member gets 403, nobody signed in 401, and nothing is stored', async () => {
    const member = await memberClient(t, await newMember(t));
    const anonymous = t.client();
    const calls = [
      (c: Client) => c.post('/api/admin/season/store', { date: dayFromToday(5) }),
      (c: Client) =>
        c.post('/api/admin/season/delete-schedule', { id: '00000000-0000-4000-8000-000000000000' }),
      (c: Client) => c.get('/api/admin/season/scheduled-seasons'),
      (c: Client) => c.get('/api/admin/season/list'),
    ];
    for (const call of calls) {
      expect((await call(member)).status).toBe(403);
      expect((await call(anonymous)).status).toBe(401);
    }
    expect(await scheduleCount()).toBe(0);
  });

  it('answers bad input with 4xx field messages, never 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'date'],
      [{ date: '' }, 'date'],
      [{ date: null }, 'date'],
      [{ date: 'tomorrow' }, 'date'],
      [{ date: '2031-02-30' }, 'date'],
      [{ date: '31-12-2031' }, 'date'],
      [{ date: 20311231 }, 'date'],
      [{ date: ['2031-12-31'] }, 'date'],
      [{ date: '2031-12-31T00:00:00Z' }, 'date'],
      [{ date: '2031-12-31', name: 42 }, 'name'],
      [{ date: '2031-12-31', name: 'x'.repeat(101) }, 'name'],
      [{ date: '2031-12-31', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const reply = await admin.post('/api/admin/season/store', body);
      expect({ body, status: reply.status }).toEqual({ body, status: 422 });
      expect(Object.keys(reply.body.message)).toContain(field);
    }
    expect(
      (await admin.post('/api/admin/season/store', { date: '2031-12-31' }, { 'content-type': 'text/plain' }))
        .status,
    ).toBeLessThan(500);
    const missing = await admin.post('/api/admin/season/delete-schedule', {});
    expect(missing.status).toBe(422);
    expect(missing.body.message.id).toBeDefined();
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      const reply = await admin.post('/api/admin/season/delete-schedule', { id });
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('SEASON.SCHEDULE_NOT_FOUND');
    }
    expect((await admin.post('/api/admin/season/delete-schedule', { id: 7 })).status).toBe(422);
    expect(await scheduleCount()).toBe(0);
  });

  it("refuses a date before today in the operator's zone: 422 on date, coded, translated, nothing stored", async () => {
    const reply = await admin.post('/api/admin/season/store', { date: dayFromToday(-1) });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toEqual({ date: ['The lock date must be today or later.'] });
    await admin.put('/api/user/language', { language: 'fr' });
    const french = await admin.post('/api/admin/season/store', { date: '2001-01-01' });
    await admin.put('/api/user/language', { language: 'en' });
    expect(french.body.message.date).toEqual(["La date de verrouillage doit être aujourd'hui ou plus tard."]);
    expect(await scheduleCount()).toBe(0);
    expect(await seasonEvents(t)).toEqual([]);
  });

  it('schedules a future lock at the start of that day in the zone, lists it, refuses the same date twice', async () => {
    const date = dayFromToday(3);
    await admin.put('/api/user/language', { language: 'de' });
    const reply = await admin.post('/api/admin/season/store', { date, name: 'Season 2' });
    await admin.put('/api/user/language', { language: 'en' });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Saisonsperre geplant.');
    const lockAt = startOfDayIn(date, ZONE).toISOString();
    expect(reply.body.data).toEqual({ id: expect.any(String), date, lockAt });
    expect(lockAt.endsWith('T18:15:00.000Z')).toBe(true); // Kathmandu midnight, UTC+05:45
    const job = await jobOf(t, reply.body.data.id);
    expect(await job?.getState()).toBe('delayed');

    const again = await admin.post('/api/admin/season/store', { date });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SEASON.ALREADY_SCHEDULED');

    const list = await admin.get('/api/admin/season/scheduled-seasons');
    expect(list.body.data.scheduledSeasons).toEqual([
      { id: reply.body.data.id, date, lockAt, createdAt: expect.any(String) },
    ]);
    expect((await seasonEvents(t)).map((e) => [e.type, e.payload])).toEqual([
      ['seasons.SeasonScheduled', { scheduleId: reply.body.data.id, lockDate: date, lockAt }],
    ]);

    const deleted = await admin.post('/api/admin/season/delete-schedule', { id: reply.body.data.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Scheduled season deleted.' });
    expect(await jobOf(t, reply.body.data.id)).toBeUndefined();
    expect((await admin.get('/api/admin/season/scheduled-seasons')).body.data.scheduledSeasons).toEqual([]);
    const twice = await admin.post('/api/admin/season/delete-schedule', { id: reply.body.data.id });
    expect(twice.status).toBe(404);
    // The date is free again once its schedule is deleted.
    const rescheduled = await admin.post('/api/admin/season/store', { date });
    expect(rescheduled.status).toBe(201);
    await admin.post('/api/admin/season/delete-schedule', { id: rescheduled.body.data.id });
  });

  it("locks at once for today's date: Season 1 closes, Season 2 opens, the schedule cannot be deleted", async () => {
    const today = dayFromToday(0);
    const reply = await admin.post('/api/admin/season/store', { date: today });
    expect(reply.status).toBe(201);
    const id = reply.body.data.id as string;
    await eventually(
      () => schedule(t, id),
      (s) => s.status === 'fired',
    );
    expect(await schedule(t, id)).toEqual({ status: 'fired', seasonNo: 1 });
    expect(await seasons(t)).toEqual([
      { no: 1, name: 'Season 1', lockDate: today, locked: true },
      { no: 2, name: 'Season 2', lockDate: null, locked: false },
    ]);
    const list = (await admin.get('/api/admin/season/list')).body.data;
    expect(list.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
    expect(list[1].startedAt).toBe(list[0].lockedAt);

    const events = (await seasonEvents(t)).filter(
      (e) => e.type !== 'seasons.SeasonScheduled' && e.type !== 'seasons.ScheduleDeleted',
    );
    expect(events).toEqual([
      {
        type: 'seasons.SeasonLocked',
        aggregateType: 'Season',
        aggregateId: '1',
        payload: {
          seasonNo: 1,
          name: 'Season 1',
          lockDate: today,
          lockedAt: list[0].lockedAt,
          scheduleId: id,
          nextSeasonNo: 2,
        },
      },
      {
        type: 'seasons.SeasonOpened',
        aggregateType: 'Season',
        aggregateId: '2',
        payload: { seasonNo: 2, name: 'Season 2', startedAt: list[1].startedAt },
      },
    ]);

    const fired = await admin.post('/api/admin/season/delete-schedule', { id });
    expect(fired.status).toBe(409);
    expect(fired.body.code).toBe('SEASON.SCHEDULE_FIRED');
    // A second lock the same day would make a season of a few minutes.
    const sameDay = await admin.post('/api/admin/season/store', { date: today });
    expect(sameDay.status).toBe(409);
    expect(sameDay.body.code).toBe('SEASON.ALREADY_SCHEDULED');
  });
});
