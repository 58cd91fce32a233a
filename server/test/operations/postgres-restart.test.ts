import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Client, Reply } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, ledgerOf, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { until } from './app-process';
import { deadLetters, ledgerProblems } from './after-faults';
import { OwnPostgres } from './own-postgres';

jest.setTimeout(240_000);

/**
 * Longer than any answer the app gives while the database is down (a refused connection fails at
 * once): a request still open after this hangs (ADR 0051).
 */
const HANG_MS = 20_000;
const FETCH_LOOPS = 3;
const TRANSFER_LOOPS = 2;

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';

interface Answer {
  kind: 'fetch' | 'transfer' | 'ready' | 'health';
  sentIn: Phase;
  answeredIn: Phase;
  status: number | 'hang';
  code?: string;
  retryAfter?: string;
}

interface Transfer {
  key: string;
  memberId: string;
  units: number;
  succeeded: boolean;
}

/** The app's log, parsed, so that an unhandled error behind an answer shows. */
function logCollector() {
  const lines: Array<{ level: number; msg?: string; context?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/**
 * The app's own PostgreSQL (a cluster of this test's, never the shared one) stopped under load with
 * `pg_ctl stop -m fast` and then `-m immediate`, and started again: while it is down every request
 * answers 503 UNAVAILABLE with Retry-After, none 500 and none hangs; once it is back the same app
 * serves again without a restart, and every transfer asked for (retried with its Idempotency-Key until
 * it answers 200) is in the ledger once. The ledger verifies. edges/database-down.test.ts covers a
 * refused connection on a running server.
 */
describe('PostgreSQL restarted under load', () => {
  let pg: OwnPostgres;
  let t: TestApp;
  let admin: Client;
  let members: Array<{ member: Member; client: Client }>;
  const log = logCollector();

  beforeAll(async () => {
    pg = await OwnPostgres.create();
    t = await startTestApp(
      { DATABASE_ADMIN_URL: pg.adminUrl, RATE_LIMIT_FACTOR: '50', LOG_LEVEL: 'warn' },
      { logDestination: log.stream },
    );
    admin = await adminClient(t);
    members = [];
    for (let i = 0; i < FETCH_LOOPS; i++) {
      const member = await newMember(t);
      members.push({ member, client: await memberClient(t, member) });
    }
  });
  afterAll(async () => {
    await t?.close();
    await pg?.remove();
  });

  /** Requests in loops until stopped, each answer noted with the phases it was sent and answered in. */
  function load() {
    let phase: Phase = 'up';
    let running = true;
    const answers: Answer[] = [];
    const transfers: Transfer[] = [];
    const timed = async (kind: Answer['kind'], send: () => Promise<Reply>): Promise<Reply | undefined> => {
      const sentIn = phase;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reply = await Promise.race([
        send(),
        new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), HANG_MS))),
      ]).finally(() => clearTimeout(timer));
      answers.push({
        kind,
        sentIn,
        answeredIn: phase,
        status: reply?.status ?? 'hang',
        code: reply?.body?.code,
        retryAfter: reply?.headers['retry-after'] as string | undefined,
      });
      return reply;
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const loops = [
      ...members.map(({ client }) =>
        (async () => {
          while (running) {
            await timed('fetch', () => client.post('/api/user/fetch', {}));
            await pause();
          }
        })(),
      ),
      (async () => {
        const probe = t.client();
        while (running) {
          await timed('ready', () => probe.get('/api/ready'));
          await timed('health', () => probe.get('/api/health'));
          await pause();
        }
      })(),
      ...Array.from({ length: TRANSFER_LOOPS }, (_, loop) =>
        (async () => {
          for (let n = 0; running; n++) {
            const { member } = members[(loop + n) % members.length]!;
            const transfer = { key: randomUUID(), memberId: member.id, units: 1 + (n % 3), succeeded: false };
            transfers.push(transfer);
            const reply = await timed('transfer', () => sendTransfer(transfer));
            transfer.succeeded = reply?.status === 200;
            await pause();
          }
        })(),
      ),
    ];
    return {
      answers,
      transfers,
      set phase(next: Phase) {
        phase = next;
      },
      /** Answers sent and answered in `during`. */
      within: (during: Phase) => answers.filter((a) => a.sentIn === during && a.answeredIn === during),
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  const sendTransfer = (transfer: Transfer) =>
    admin.post(
      '/api/admin/transactions/transfer',
      {
        user: transfer.memberId,
        units: transfer.units,
        narration: 'restart',
        pay_type: 'Wire',
        send_email: 'No',
      },
      { 'Idempotency-Key': transfer.key },
    );

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl stop -m %s: 503 with Retry-After while it is down, serving again by itself once it is back',
    async (mode) => {
      const before = new Map<string, number>();
      for (const { member } of members)
        before.set(member.id, (await ledgerOf(t).balance(member.id)).paidUnits);
      const errorsBefore = log.lines.filter((l) => l.msg === 'Unhandled error').length;
      const running = load();
      await until('answers before the stop', async () => running.within('up').length >= 10, 30_000);

      running.phase = 'stopping';
      await pg.stop(mode);
      running.phase = 'down';
      await until(
        'every loop answered while the database is down',
        async () => running.within('down').length >= 3 * (FETCH_LOOPS + TRANSFER_LOOPS + 2),
        30_000,
      );
      running.phase = 'starting';
      await pg.start();
      running.phase = 'recovered';
      await until(
        'user/fetch, a transfer and readiness served again by the same app',
        async () =>
          ['fetch', 'transfer', 'ready'].every((kind) =>
            running.within('recovered').some((a) => a.kind === kind && a.status === 200),
          ),
        60_000,
      );
      await running.stop();

      // Requests answer 503 UNAVAILABLE with Retry-After; readiness says not ready, liveness stays up
      // (an orchestrator must not restart the app for its database).
      const whileDown = {
        fetch: '503 UNAVAILABLE 5',
        transfer: '503 UNAVAILABLE 5',
        ready: '503 - 5',
        health: '200 - -',
      };
      const shown = (a: Answer) => `${a.status} ${a.code ?? '-'} ${a.retryAfter ?? '-'}`;
      expect(running.within('down').filter((a) => shown(a) !== whileDown[a.kind])).toEqual([]);
      expect(running.answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(running.answers.filter((a) => a.status === 503 && a.retryAfter !== '5')).toEqual([]);
      expect(running.answers.filter((a) => a.kind === 'health' && a.status !== 200)).toEqual([]);
      expect(log.lines.filter((l) => l.msg === 'Unhandled error').length).toBe(errorsBefore);

      // Every transfer asked for, once: those without a 200 are sent again with their key until they
      // answer 200 (a key whose claim was cut off with the database waits out its lease, ADR 0015).
      await Promise.all(
        running.transfers
          .filter((x) => !x.succeeded)
          .map((transfer) =>
            until(
              `transfer ${transfer.key} answered 200`,
              async () => (await sendTransfer(transfer)).status === 200,
              60_000,
              500,
            ),
          ),
      );
      for (const { member } of members) {
        const asked = running.transfers
          .filter((x) => x.memberId === member.id)
          .reduce((sum, x) => sum + x.units, 0);
        expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.get(member.id)! + asked);
      }
      await t.drainEvents();
      expect(await deadLetters(t)).toEqual([]);
      expect(await ledgerProblems(t)).toEqual([]);
    },
  );
});
