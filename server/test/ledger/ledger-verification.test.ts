import type { VerificationRunView } from '@app/libs';
import { Client as PgClient } from 'pg';
import { LedgerVerifier } from '../../src/modules/units-ledger';
import { DEFAULT_CHUNK_SIZES } from '../../src/modules/units-ledger/application/ledger-verifier';
import { VerificationJobs } from '../../src/modules/units-ledger/verify-ledger/verification-jobs';
import type { Client } from '../support/client';
import { expectClientError, nextIp } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { adminClient, ledgerOf, Member, memberClient, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(90_000);

const storedCheckpoint = async (databaseUrl: string, runId: string) => {
  const pg = new PgClient({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query(
      `SELECT status, phase, cursor, chunks FROM ledger_verification_runs WHERE id = $1`,
      [runId],
    );
    return rows[0];
  } finally {
    await pg.end();
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FINISHED = ['passed', 'failed', 'errored'];

/** Background verification runs: POST starts one (or answers the running one), GET .../last reads it. */
describe('ledger verification runs', () => {
  let t: TestApp;
  let admin: Client;
  let alice: Member;
  let bob: Member;

  const start = async (client = admin): Promise<VerificationRunView> => {
    const reply = await client.post('/api/admin/ledger/verify');
    expect(reply.status).toBe(202);
    return reply.body.data;
  };
  const last = async (): Promise<VerificationRunView | null> => {
    const reply = await admin.get('/api/admin/ledger/verify/last');
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const finished = async (id: string, timeoutMs = 30_000): Promise<VerificationRunView> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await last();
      if (run?.id === id && FINISHED.includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${id} did not finish: ${JSON.stringify(run)}`);
      await sleep(100);
    }
  };
  const runCount = async () =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_verification_runs`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { fname: 'Alice', lname: 'Ledger' });
    bob = await newMember(t, { fname: 'Bob', lname: 'Books' });
    admin = await adminClient(t);
    const ledger = ledgerOf(t);
    for (const member of [alice, bob]) {
      await ledger.transfer(transferCommand(member.id, { units: 5 }));
      const held = await ledger.transfer(transferCommand(member.id, { units: 2, pending: true }));
      await ledger.postPending(held.transfer.id, null);
      await ledger.transfer(transferCommand(member.id, { units: 1, pending: true }));
      await ledger.adjustLoyalty({
        memberId: member.id,
        units: 3,
        narration: 'free',
        actorId: null,
        idempotencyKey: `free-${member.id}`,
      });
    }
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('answers null before the first run', async () => {
    expect(await last()).toBeNull();
  });

  it('passes on a healthy ledger and keeps the result, with who asked and the counts', async () => {
    const queued = await start();
    expect(queued).toMatchObject({ requestedBy: { email: t.env.ADMIN_EMAIL }, problems: [] });
    expect(['queued', 'running', 'passed']).toContain(queued.status);
    const run = await finished(queued.id);
    const [rows] = await t.dataSource.query(`SELECT (SELECT count(*) FROM ledger_postings)::int AS postings,
        (SELECT count(*) FROM ledger_transfers)::int AS transfers, (SELECT count(*) FROM ledger_accounts)::int AS accounts`);
    expect(run).toMatchObject({
      status: 'passed',
      phase: 'done',
      problemCount: 0,
      problems: [],
      error: null,
      counts: { postings: rows.postings, transfers: rows.transfers, accounts: rows.accounts },
    });
    expect(run.counts.events).toBeGreaterThan(0);
    expect(Date.parse(run.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(run.startedAt!));
    expect(await last()).toEqual(run);
  });

  it('makes one run of two start requests', async () => {
    const before = await runCount();
    const [a, b] = await Promise.all([start(), start()]);
    expect(b.id).toBe(a.id);
    expect(await runCount()).toBe(before + 1);
    await finished(a.id);
  });

  it('joins a run whose creator has not queued its job yet, without closing it as lost', async () => {
    // The first request's run row is committed before its job reaches Redis: a second request in
    // between finds the run without a job. Two API instances under load made this window real.
    const enqueue = VerificationJobs.prototype.enqueue;
    let first = true;
    const spy = jest.spyOn(VerificationJobs.prototype, 'enqueue').mockImplementation(async function (
      this: VerificationJobs,
      runId: string,
    ) {
      if (first) {
        first = false;
        await sleep(500);
      }
      return enqueue.call(this, runId);
    });
    try {
      const before = await runCount();
      const a = start();
      await sleep(150);
      const b = await start();
      expect(b.id).toBe((await a).id);
      expect(await runCount()).toBe(before + 1);
      expect(await finished(b.id)).toMatchObject({ status: 'passed', error: null });
    } finally {
      spy.mockRestore();
    }
  });

  it("reports a balance changed behind the ledger's back, naming the account in people's words", async () => {
    const [account] = await t.dataSource.query(
      `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'member_paid'`,
      [alice.id],
    );
    // As the database owner, straight into the projection (no command would do this).
    await t.dataSource.query(`UPDATE ledger_balances SET units = units + 4 WHERE account_id = $1`, [
      account.id,
    ]);
    try {
      const run = await finished((await start()).id);
      expect(run.status).toBe('failed');
      expect(run.problemCount).toBe(1);
      expect(run.problems).toEqual([
        {
          check: 'balance',
          account: {
            kind: 'member_paid',
            member: { id: alice.id, fullName: 'Alice Ledger', email: alice.email },
          },
          balance: { units: 11, cents: 350_000 },
          postings: { units: 7, cents: 350_000 },
          message: `Paid units of Alice Ledger (${alice.email}): the balance says 11 units ($3,500.00), its postings add up to 7 units ($3,500.00).`,
        },
      ]);
    } finally {
      await t.dataSource.query(`UPDATE ledger_balances SET units = units - 4 WHERE account_id = $1`, [
        account.id,
      ]);
    }
  });

  it('reports a changed posting as a transfer that does not sum to zero', async () => {
    const [posting] = await t.dataSource.query(
      `SELECT p.id, t.no::text AS no FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
        JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'issuer' ORDER BY p.id LIMIT 1`,
    );
    const tamper = (delta: number) =>
      t.asOwner(async (owner) => {
        await owner(`ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only`);
        await owner(`UPDATE ledger_postings SET units = units + $2 WHERE id = $1`, [posting.id, delta]);
        await owner(`ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only`);
      });
    await tamper(-1);
    // One posting a chunk: every transfer straddles two chunks, and is still reported once.
    const verifier = t.app.get(LedgerVerifier);
    verifier.chunkSizes = { ...DEFAULT_CHUNK_SIZES, postings: 1 };
    try {
      const run = await finished((await start()).id);
      expect(run.status).toBe('failed');
      expect(run.problems).toEqual([
        expect.objectContaining({
          check: 'transfer-sum',
          transferNo: posting.no,
          sum: { units: -1, cents: 0 },
        }),
      ]);
    } finally {
      verifier.chunkSizes = { ...DEFAULT_CHUNK_SIZES };
      await tamper(1);
    }
  });

  it('passes during a burst of writes, counting the events not sealed yet as pending', async () => {
    // A transaction left open holds the sealer back (it seals only what is older than every running
    // transaction), as a long report query would during a burst.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query(`SELECT pg_current_xact_id()`);
    try {
      const ledger = ledgerOf(t);
      const burst = Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          ledger.transfer(transferCommand(i % 2 ? alice.id : bob.id, { units: 1 + (i % 3) })),
        ),
      );
      const queued = await start();
      await burst;
      const run = await finished(queued.id);
      expect(run).toMatchObject({ status: 'passed', problemCount: 0, problems: [] });
      expect(run.pendingEvents).toBeGreaterThan(0);
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
  });

  it('is for staff only', async () => {
    const member = await memberClient(t, alice);
    for (const [method, url] of [
      ['POST', '/api/admin/ledger/verify'],
      ['GET', '/api/admin/ledger/verify/last'],
    ] as const) {
      expectClientError(await member.request(method, url), 403);
      expectClientError(await t.client(nextIp()).request(method, url), 401);
    }
  });

  it('resumes an interrupted run from its checkpoint after a worker restart', async () => {
    const step = LedgerVerifier.prototype.step;
    const spy = jest.spyOn(LedgerVerifier.prototype, 'step').mockImplementation(async function (
      this: LedgerVerifier,
      progress,
    ) {
      await sleep(60); // slow enough to stop it half-way
      return step.call(this, progress);
    });
    try {
      t.app.get(LedgerVerifier).chunkSizes = {
        postings: 2,
        accounts: 1,
        chainPage: 2,
        chainPagesPerChunk: 1,
      };
      const run = await start();
      const deadline = Date.now() + 20_000;
      while (
        (await t.dataSource.query(`SELECT chunks FROM ledger_verification_runs WHERE id = $1`, [run.id]))[0]
          .chunks < 6
      ) {
        if (Date.now() > deadline) throw new Error('the run made no progress');
        await sleep(20);
      }
      // The worker stops: its job is told to stop at the next checkpoint and goes back to the queue.
      await t.app.close();
      // The checkpoint is read while no worker runs: the restarted one moves it on as soon as it starts.
      const checkpoint = await storedCheckpoint(t.env.DATABASE_URL, run.id);
      const callsBefore = spy.mock.calls.length;
      t = await startTestApp({
        DATABASE_URL: t.env.DATABASE_URL,
        REDIS_PREFIX: t.env.REDIS_PREFIX,
      });
      admin = await adminClient(t);
      const done = await finished(run.id);
      expect(done).toMatchObject({ status: 'passed', resumed: 1, problems: [] });
      // Stopped half-way, then continued from the stored checkpoint, not from the census.
      expect(checkpoint.status).toBe('running');
      expect(checkpoint.phase).not.toBe('census');
      const resumedAt = spy.mock.calls[callsBefore][0];
      expect({ phase: resumedAt.phase, cursor: resumedAt.cursor }).toEqual({
        phase: checkpoint.phase,
        cursor: checkpoint.cursor,
      });
      expect(done.chunks).toBeGreaterThan(checkpoint.chunks);
    } finally {
      spy.mockRestore();
    }
  });
});
