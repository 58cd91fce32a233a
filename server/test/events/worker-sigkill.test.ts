import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EventRelay } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { issueBulkTransfers, ledgerOf, newMember, transferCommand } from '../ledger/ledger-fixtures';

jest.setTimeout(180_000);

const MAIN = join(__dirname, '../../dist/main.js');
const PROJECTION = 'ledger.trx-numbers';
const TRANSFERS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real worker process (`APP_ROLE=worker`, the built server) killed with SIGKILL in the middle of
 * a batch of the Trx# projection, then started again: the projection must equal a recomputation
 * from the log, each transfer numbered once, in seal order.
 */
describe('a worker killed with SIGKILL mid-batch (real processes, PostgreSQL, Redis)', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first (npm test does)`);
    t = await startTestApp();
    // This process keeps its mail queue but no relay: the workers below are the only ones sealing
    // and consuming.
    await t.app.get(EventRelay).beforeApplicationShutdown();
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t.close();
  });

  const startWorker = () => {
    const worker = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...t.env, APP_ROLE: 'worker', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(worker);
    return worker;
  };
  const checkpoint = async () => {
    const [row] = await t.dataSource.query(`SELECT checkpoint FROM event_consumers WHERE name = $1`, [
      PROJECTION,
    ]);
    return Number(row?.checkpoint ?? 0);
  };
  /** Whether a worker holds the projection's row: it is inside a batch. */
  const inBatch = async () =>
    t.dataSource.transaction(async (m) => {
      const free = await m.query(`SELECT 1 FROM event_consumers WHERE name = $1 FOR UPDATE SKIP LOCKED`, [
        PROJECTION,
      ]);
      return free.length === 0;
    });

  it('loses and repeats nothing: the restarted worker finishes, and the numbers equal a recomputation', async () => {
    const member = await newMember(t);
    await ledgerOf(t).transfer(transferCommand(member.id)); // opens the member's accounts
    const [issuer] = await t.dataSource.query(`SELECT id FROM ledger_accounts WHERE kind = 'issuer'`);
    const [account] = await t.dataSource.query(
      `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'member_paid'`,
      [member.id],
    );
    for (let i = 0; i < TRANSFERS; i += 2000) {
      const n = Math.min(2000, TRANSFERS - i);
      await issueBulkTransfers(
        t,
        { issuerId: issuer.id, accountId: account.id, memberId: member.id },
        n,
        'kill-test',
      );
    }

    const first = startWorker();
    let caught = false;
    for (let i = 0; i < 3000 && !caught; i++) {
      caught = (await checkpoint()) > 0 && (await inBatch());
      if (!caught) await sleep(5);
    }
    expect(caught).toBe(true);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atDeath = await checkpoint();
    const [{ sealed }] = await t.dataSource.query(`SELECT max(seal_no) AS sealed FROM domain_event_seals`);
    expect(atDeath).toBeLessThan(Number(sealed ?? Infinity));

    startWorker();
    const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM ledger_transfers`);
    for (let i = 0; i < 1200; i++) {
      const [{ numbered }] = await t.dataSource.query(
        `SELECT count(*)::int AS numbered FROM ledger_trx_numbers`,
      );
      if (numbered === total) break;
      await sleep(100);
    }
    const mismatches = await t.dataSource.query(
      `WITH expected AS (
         SELECT e.aggregate_id::uuid AS transfer_id, row_number() OVER (ORDER BY s.seal_no) AS trx_no
           FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE e.aggregate_type = 'Transfer' AND e.type NOT IN ('ledger.TransferPosted', 'ledger.TransferVoided'))
       SELECT * FROM expected x FULL JOIN ledger_trx_numbers n USING (transfer_id)
        WHERE n.trx_no IS DISTINCT FROM x.trx_no`,
    );
    expect(mismatches).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ledger_trx_numbers`);
    expect(count).toBe(total);
  });
});
