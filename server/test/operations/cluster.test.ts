import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from '@app/libs';
import { Mailbox } from '../support/mailbox';
import { registration, uniqueEmail } from '../support/journeys';
import { ADMIN, call, startClusterSet, type ClusterSet } from './cluster-set';

// `npm run cluster`'s set (2 API instances, 2 workers, nginx) started once for the file: booting
// four processes on a shared two-core machine takes most of the time.
jest.setTimeout(600_000);

const WELCOME = 'Welcome to the lending partner network';
const CODE = 'Your verification code';
const MEMBERS = 6;

interface ConsumerStatus {
  name: string;
  event_types: string[];
  checkpoint: number;
  behind: number;
  handled: number;
  attempts: number;
}
interface EventLogStatus {
  sealer: { unsealed: number };
  consumers: ConsumerStatus[];
  open_dead_letters: number;
}
interface Member {
  email: string;
  id: string;
}

/** Polls `probe` until it answers something other than undefined, for at most `ms`. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('several instances behind nginx (npm run cluster)', () => {
  let set: ClusterSet;
  let api1: string;
  let api2: string;
  let admin: string;
  const members: Member[] = [];
  let baseline: Map<string, ConsumerStatus>;

  const login = (origin: string, email: string, password: string, headers: Record<string, string> = {}) =>
    call(origin, 'POST', '/api/login', { body: { email, password }, headers });
  const fetchUser = (origin: string, token: string) =>
    call(origin, 'POST', '/api/user/fetch', { token, body: {} });
  const consumersStatus = async () =>
    (await call<{ data: EventLogStatus }>(set.nginx, 'GET', '/api/admin/event-consumers', { token: admin }))
      .body.data;
  /** The status once the sealer and every consumer have caught up with the log, with no retry pending. */
  const caughtUp = () =>
    eventually('every consumer caught up', async () => {
      const status = await consumersStatus();
      const idle =
        status.sealer.unsealed === 0 && status.consumers.every((c) => c.behind === 0 && c.attempts === 0);
      return idle ? status : undefined;
    });
  const queue = (name: string) => new Queue(name, { connection: set.redis, prefix: set.env.REDIS_PREFIX });

  beforeAll(async () => {
    set = await startClusterSet();
    [api1, api2] = set.apis;
    const reply = await login(api1, ADMIN.email, ADMIN.password);
    expect(reply.status).toBe(200);
    admin = reply.body.data.token;
    baseline = new Map((await caughtUp()).consumers.map((c) => [c.name, c]));
  });

  afterAll(async () => {
    await set?.close();
  });

  it('runs every process healthy, as npm run cluster -- status reports (worker heartbeats included)', async () => {
    const status = await set.cluster('status');
    expect(status.output).toContain('5 of 5 healthy');
    expect(status.code).toBe(0);
  });

  it('sends requests through nginx to both instances', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await call(set.nginx, 'GET', '/api/ready');
      expect(reply.status).toBe(200);
      ids.push(reply.headers.get('x-request-id')!);
    }
    // nginx names each request (X-Request-Id): the instance that answered logged it under that id.
    const logs = ['api-1', 'api-2'].map((name) => readFileSync(join(set.runDir, `${name}.log`), 'utf8'));
    const answeredBy = ids.map((id) => logs.findIndex((log) => log.includes(`"reqId":"${id}"`)));
    expect(answeredBy).not.toContain(-1);
    expect(new Set(answeredBy)).toEqual(new Set([0, 1]));
  });

  it('refuses a body larger than any the app takes in nginx, in the app’s error shape', async () => {
    const site = readFileSync(join(set.runDir, 'nginx-site.conf'), 'utf8');
    const limitMiB = Number(site.match(/client_max_body_size (\d+)m;/)?.[1]);
    expect(limitMiB * 1024 * 1024).toBeGreaterThan(RECEIPT_MAX_FILES * RECEIPT_MAX_BYTES);
    const reply = await fetch(`${set.nginx}/api/receipt/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc((limitMiB + 1) * 1024 * 1024),
    });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toEqual({ message: 'The file is too large.', code: 'FILE_TOO_LARGE' });
  });

  it('honours a session created on one instance on the other and through nginx, bearer and cookie', async () => {
    const signedIn = await login(api2, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    const token: string = signedIn.body.data.token;
    for (const origin of [api1, api2, set.nginx]) {
      const reply = await fetchUser(origin, token);
      expect(reply.status).toBe(200);
      expect(reply.body.data.email).toBe(ADMIN.email);
    }
    // A browser's session: the httpOnly cookie set by instance 2, the double-submit token echoed.
    const cookie = `auth_token=${token}; XSRF-TOKEN=cluster-xsrf`;
    const byCookie = await call(api1, 'POST', '/api/user/fetch', {
      body: {},
      headers: { cookie, 'x-xsrf-token': 'cluster-xsrf' },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.email).toBe(ADMIN.email);
  });

  it('honours a logout on one instance on the other and through nginx', async () => {
    const token: string = (await login(api1, ADMIN.email, ADMIN.password)).body.data.token;
    expect((await fetchUser(api2, token)).status).toBe(200);
    expect((await call(api2, 'POST', '/api/user/logout', { token, body: {} })).status).toBe(200);
    for (const origin of [api1, api2, set.nginx]) expect((await fetchUser(origin, token)).status).toBe(401);
  });

  it('shares rate limits: sign-in attempts alternating between the instances count against one allowance', async () => {
    // One client (its address as nginx would pass it on): 30 attempts a minute (login-limits.ts).
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const attempt = (origin: string, i: number) =>
      login(origin, `nobody.${i}@example.com`, 'wrong-password', headers);
    for (let i = 0; i < 30; i++) expect((await attempt(i % 2 ? api2 : api1, i)).status).toBe(401);
    for (const [i, origin] of [api1, api2, set.nginx].entries()) {
      const refused = await attempt(origin, 100 + i);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
    }
    // Another client is not held back by that one.
    expect(
      (await login(api1, 'nobody@example.com', 'wrong-password', { 'x-forwarded-for': '203.0.113.78' }))
        .status,
    ).toBe(401);
  });

  it('takes the client address from nginx (TRUST_PROXY): a sign-in through it records the client’s', async () => {
    const reply = await login(set.nginx, ADMIN.email, ADMIN.password, {
      'x-forwarded-for': '198.51.100.200',
    });
    expect(reply.status).toBe(200);
    const [event] = await set.query<{ ip: string }>(
      `SELECT payload->>'ip' AS ip FROM domain_events WHERE type = 'identity.LoggedIn' ORDER BY seq DESC LIMIT 1`,
    );
    expect(event.ip).toBe('198.51.100.200');
  });

  it('registers members through nginx, several at once', async () => {
    const registered = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, i) => {
        // Each member from an address of its own: the per-address limits of sign-up are not the point.
        const headers = { 'x-forwarded-for': `198.51.100.${10 + i}` };
        const email = uniqueEmail('cluster');
        expect((await call(set.nginx, 'POST', '/api/send-otp', { body: { email }, headers })).status).toBe(
          200,
        );
        const otp = Mailbox.code(await set.mailbox.waitFor(email, CODE, 120_000));
        const verified = await call(set.nginx, 'POST', '/api/email-verified', {
          body: { email, otp },
          headers,
        });
        expect(verified.status).toBe(200);
        const reply = await call(set.nginx, 'POST', '/api/register', {
          body: registration(email, verified.body.data.proof),
          headers,
        });
        expect(reply.status).toBe(201);
        return { email, id: reply.body.data.user.id as string };
      }),
    );
    members.push(...registered);
  });

  it('moves units to them through both instances and nginx', async () => {
    const origins = [api1, api2, set.nginx];
    await Promise.all(
      members.flatMap((member, m) =>
        [1, 2, 3].map(async (units) => {
          const reply = await call(origins[(m + units) % 3], 'POST', '/api/admin/transactions/transfer', {
            token: admin,
            headers: { 'idempotency-key': randomUUID() },
            body: {
              user: member.id,
              units,
              narration: `Cluster ${units}`,
              pay_type: 'Wire',
              send_email: 'No',
            },
          });
          expect(reply.status).toBe(200);
        }),
      ),
    );
  });

  it('runs the ledger verification once when it is asked for twice at once', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => call(set.nginx, 'POST', '/api/admin/ledger/verify', { token: admin })),
    );
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.data.id).toBe(first.body.data.id);
    const finished = await eventually('the verification finished', async () => {
      const last = await call(set.nginx, 'GET', '/api/admin/ledger/verify/last', { token: admin });
      return ['passed', 'failed', 'errored'].includes(last.body.data?.status) ? last.body.data : undefined;
    });
    expect(finished).toMatchObject({ id: first.body.data.id, status: 'passed', resumed: 0, problemCount: 0 });
    expect(await set.query(`SELECT status FROM ledger_verification_runs`)).toEqual([{ status: 'passed' }]);
    const job = await queue('ledger-verification').getJob(first.body.data.id);
    expect(job?.attemptsStarted).toBe(1);
    expect(await job?.getState()).toBe('completed');
  });

  it('locks the season scheduled for today exactly once, with two workers sweeping', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stored = await call(set.nginx, 'POST', '/api/admin/season/store', {
      token: admin,
      body: { date: today },
    });
    expect(stored.status).toBe(201);
    const locked = () =>
      set.query<{ season_no: number }>(
        `SELECT payload->>'seasonNo' AS season_no FROM domain_events WHERE type = 'seasons.SeasonLocked'`,
      );
    await eventually('the season locked', async () => ((await locked()).length > 0 ? true : undefined));
    // Both workers sweep at start and each minute (ADR 0035); the lock's job and a sweep may race.
    const schedule = await eventually('the lock job completed', async () => {
      const job = await queue('season-lock').getJob(`season-lock-${stored.body.data.id}`);
      return (await job?.getState()) === 'completed' ? job : undefined;
    });
    expect(schedule.attemptsStarted).toBe(1);
    expect(await locked()).toEqual([{ season_no: '1' }]);
    expect(
      await set.query(`SELECT status, season_no FROM season_schedules WHERE id = $1`, [stored.body.data.id]),
    ).toEqual([{ status: 'fired', season_no: 1 }]);
    expect(await set.query(`SELECT no FROM seasons WHERE locked_at IS NULL`)).toEqual([{ no: 2 }]);
  });

  it('applies every event once in every consumer under two workers', async () => {
    const status = await caughtUp();
    expect(status.open_dead_letters).toBe(0);
    for (const consumer of status.consumers) {
      const before = baseline.get(consumer.name) ?? { checkpoint: 0, handled: 0 };
      const [{ events }] = await set.query<{ events: number }>(
        `SELECT count(*)::int AS events FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE s.seal_no > $1 AND s.seal_no <= $2 AND e.type = ANY($3)`,
        [before.checkpoint, consumer.checkpoint, consumer.event_types],
      );
      // Each event of its types since the baseline handled once: none skipped, none twice.
      expect({ consumer: consumer.name, handled: consumer.handled - before.handled }).toEqual({
        consumer: consumer.name,
        handled: events,
      });
    }
    const handled = (name: string) =>
      status.consumers.find((c) => c.name === name)!.handled - (baseline.get(name)?.handled ?? 0);
    expect(handled('identity.welcome-email')).toBe(MEMBERS);
    expect(handled('ledger.trx-numbers')).toBeGreaterThanOrEqual(MEMBERS * 3);
    const ids = members.map((m) => m.id);
    const byMember = (rows: Array<{ member: string; units: number }>) =>
      Object.fromEntries(rows.map((r) => [r.member, Number(r.units)]));
    const ledger = byMember(
      await set.query(
        `SELECT a.owner_id AS member, sum(b.units) AS units FROM ledger_accounts a
           JOIN ledger_balances b ON b.account_id = a.id WHERE a.owner_id = ANY($1) GROUP BY a.owner_id`,
        [ids],
      ),
    );
    expect(Object.values(ledger)).toEqual(ids.map(() => 6));
    const network = byMember(
      await set.query(`SELECT member_id AS member, units FROM network_units WHERE member_id = ANY($1)`, [
        ids,
      ]),
    );
    const seasons = byMember(
      await set.query(
        `SELECT member_id AS member, sum(units) AS units FROM season_member_units WHERE member_id = ANY($1)
          GROUP BY member_id`,
        [ids],
      ),
    );
    expect(network).toEqual(ledger);
    expect(seasons).toEqual(ledger);
    // The transaction numbers: one per transfer, dense from 1, none given twice.
    const [numbers] = await set.query(
      `SELECT count(*)::int AS count, count(DISTINCT trx_no)::int AS distinct, min(trx_no)::int AS min,
              max(trx_no)::int AS max FROM ledger_trx_numbers`,
    );
    expect(numbers).toEqual({ count: numbers.max, distinct: numbers.max, min: 1, max: numbers.max });
    expect(numbers.max).toBeGreaterThanOrEqual(MEMBERS * 3);
  });

  it('sends every email once: each job ran once and wrote one message', async () => {
    for (const member of members) await set.mailbox.waitFor(member.email, WELCOME, 120_000);
    const email = queue('email');
    await eventually('the email queue drained', async () => {
      const counts = await email.getJobCounts('wait', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : undefined;
    });
    const mails = set.mailbox.all();
    for (const member of members) {
      const subjects = mails.filter((m) => m.to.includes(member.email)).map((m) => m.subject);
      expect(subjects.sort()).toEqual([CODE, WELCOME].sort());
    }
    const { completed, failed } = await email.getJobCounts('completed', 'failed');
    expect({ completed, failed }).toEqual({ completed: mails.length, failed: 0 });
  });
});
