import { randomUUID } from 'node:crypto';
import { Mailer } from '../../src/platform';
import { Queues } from '../../src/platform/queue/queues';
import { QueueName } from '../../src/platform/queue/queue-names';
import type { Client } from '../support/client';
import { nextIp } from '../support/fixtures';
import { Mailbox } from '../support/mailbox';
import { registration, uniqueEmail } from '../support/journeys';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, issueBulkTransfers } from '../ledger/ledger-fixtures';
import { AppProcess, until } from './app-process';
import {
  deadLetters,
  failedEmailJobs,
  ledgerProblems,
  projectionsUnlikeTheLog,
  settled,
} from './after-faults';

jest.setTimeout(300_000);

/** `npm run test:long` kills more often (WORKER_KILLS=20). */
const KILLS = Number(process.env.WORKER_KILLS ?? 4);
const MEMBERS = 9;
const BULK = 1000;
const MAIL_BURST = 10;
/** A job whose worker died is taken again once its lock lapses (10 s, checked every 5 s; ADR 0051). */
const MAIL_WAIT_MS = 90_000;

/**
 * Worker processes (`APP_ROLE=worker`, the built server) killed with SIGKILL one after another, each in
 * the middle of a consumer batch or of email jobs, while members register (a code mail from the API, a
 * welcome mail from a reaction), an admin transfers with agreement mails (a reaction that waits for the
 * Trx# projection) and bulk transfers keep the projections busy. After the last kill one worker runs to
 * the end: every job completes, every mail is in the outbox once, no event is dead, every projection
 * equals a rebuild from the log, and the ledger verifies. Complements events/worker-sigkill.test.ts,
 * which kills one worker once inside the Trx# projection's batch.
 */
describe('workers killed with SIGKILL again and again, mid-batch and mid-email', () => {
  let t: TestApp;
  let admin: Client;
  let worker: AppProcess | undefined;

  beforeAll(async () => {
    // The test's own process serves requests only: the workers below send every mail and move every
    // consumer.
    t = await startTestApp({ APP_ROLE: 'api', RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await worker?.kill();
    await t.close();
  });

  const emailQueue = () => t.app.get(Queues).queue(QueueName.email);

  /** Whether a worker holds a consumer's row: it is inside that consumer's batch. */
  const inBatch = () =>
    t.dataSource.transaction(async (m) => {
      const [{ all }] = await m.query(`SELECT count(*)::int AS all FROM event_consumers`);
      const free = await m.query(`SELECT 1 FROM event_consumers FOR UPDATE SKIP LOCKED`);
      return free.length < all;
    });
  /**
   * Whether the running worker is sending mail: a job it took itself (not one a killed worker left
   * active until its lock lapses) and that no kill interrupted before. A job taken again is the next
   * worker's first, and killing it each time would only show that a job failing its worker six times
   * fails (on purpose, ADR 0051).
   */
  const mailing = async () =>
    (await emailQueue().getActive()).some(
      (job) => (job.processedOn ?? 0) >= worker!.startedAt && job.stalledCounter === 0,
    );

  let bulkRound = 0;
  /** Transfers in one statement, as the ledger's group commit writes them: long consumer batches. */
  async function bulkTransfers(memberId: string, accountId: string, issuerId: string) {
    bulkRound++;
    await issueBulkTransfers(t, { issuerId, accountId, memberId }, BULK, `kills:${bulkRound}`);
  }

  const burstSubjects: string[] = [];
  async function mailBurst() {
    const mailer = t.app.get(Mailer);
    const subjects = Array.from({ length: MAIL_BURST }, () => `Kill test ${randomUUID()}`);
    burstSubjects.push(...subjects);
    await Promise.all(
      subjects.map((subject) =>
        mailer.enqueue({ to: 'burst@example.com', subject, html: `<p>${subject}</p>`, text: subject }),
      ),
    );
  }

  /** Registration from send-otp to a transfer with its agreement mail, patient with a dead worker. */
  async function member(): Promise<string> {
    const client = t.client(nextIp());
    const email = uniqueEmail('kills');
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    // While workers die every few seconds the code waits in line behind the bursts: patient with that.
    const wait = MAIL_WAIT_MS + KILLS * 10_000;
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code', wait));
    const verified = await client.post('/api/email-verified', { email, otp: code });
    expect(verified.status).toBe(200);
    const registered = await client.post('/api/register', registration(email, verified.body.data.proof));
    expect(registered.status).toBe(201);
    const transferred = await admin.post(
      '/api/admin/transactions/transfer',
      {
        user: registered.body.data.user.id,
        units: 2,
        narration: 'kill test',
        pay_type: 'Wire',
        send_email: 'Yes',
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(transferred.status).toBe(200);
    return email;
  }

  it('completes every job once after the last restart; projections equal the log; the ledger verifies', async () => {
    worker = AppProcess.start(t.env, 'worker');
    // The bulk transfers go to the first member, whose accounts the ledger's own path opened.
    const first = await member();
    const [bulkMember] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [first]);
    const [{ id: accountId }] = await t.dataSource.query(
      `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'member_paid'`,
      [bulkMember.id],
    );
    const [{ id: issuerId }] = await t.dataSource.query(
      `SELECT id FROM ledger_accounts WHERE kind = 'issuer'`,
    );

    const members: string[] = [first];
    const registering = (async () => {
      while (members.length < MEMBERS) members.push(...(await Promise.all([member(), member()])));
    })();

    const hits: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const target = kill % 2 === 0 ? 'consumer batch' : 'email jobs';
      if (target === 'consumer batch') await bulkTransfers(bulkMember.id, accountId, issuerId);
      else await mailBurst();
      await until(`a worker busy with ${target}`, target === 'email jobs' ? mailing : inBatch, 60_000, 5);
      await worker!.kill();
      hits.push(target);
      worker = AppProcess.start(t.env, 'worker');
    }
    expect(hits).toHaveLength(KILLS);

    await registering;
    await settled(t, MAIL_WAIT_MS);

    expect(await failedEmailJobs(t)).toEqual([]);
    expect(await deadLetters(t)).toEqual([]);
    const mails = t.mailbox.all();
    const count = (to: string, subject: string) =>
      mails.filter((m) => m.to.includes(to) && m.subject.includes(subject)).length;
    expect(members).toHaveLength(MEMBERS);
    for (const email of members)
      expect([
        email,
        count(email, 'verification code'),
        count(email, 'Welcome'),
        count(email, 'agreement'),
      ]).toEqual([email, 1, 1, 1]);
    const burstCounts = burstSubjects.map((subject) => count('burst@example.com', subject));
    expect(burstCounts.filter((n) => n !== 1)).toEqual([]);
    expect(mails).toHaveLength(MEMBERS * 3 + burstSubjects.length);

    const [{ transfers, numbered }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM ledger_transfers) AS transfers,
              (SELECT count(*)::int FROM ledger_trx_numbers) AS numbered`,
    );
    expect(numbered).toBe(transfers);
    expect(await projectionsUnlikeTheLog(t)).toEqual([]);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
