import { randomUUID } from 'node:crypto';
import { ProjectionRebuilder } from '../../src/platform';
import { UnitsLedger } from '../../src/modules/units-ledger';
import { ISSUE_TRANSFERS } from '../../src/modules/units-ledger/infrastructure/statements/issue-transfers.statement';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminClient,
  invariantProblems,
  ledgerOf,
  Member,
  newMember,
  transferCommand,
} from './ledger-fixtures';

jest.setTimeout(60_000);

/** Trx#s in the order the log sealed their transfers' events. */
async function trxNumbersInSealOrder(t: TestApp): Promise<Array<{ transfer: string; trx: number }>> {
  const rows: Array<{ transfer_id: string; trx_no: string }> = await t.dataSource.query(
    `SELECT n.transfer_id, n.trx_no
       FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
       JOIN ledger_trx_numbers n ON n.transfer_id::text = e.aggregate_id
      WHERE e.aggregate_type = 'Transfer' ORDER BY s.seal_no`,
  );
  return rows.map((r) => ({ transfer: r.transfer_id, trx: Number(r.trx_no) }));
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function expectDenseNumbers(t: TestApp): Promise<number> {
  await t.drainEvents();
  const numbered = await trxNumbersInSealOrder(t);
  // The rows the lists show; a post or void shows its pending transfer's number.
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM ledger_transfers WHERE type IN ('transfer', 'pending', 'reversal')`,
  );
  expect(numbered.map((n) => n.trx)).toEqual(oneToN(count));
  return count;
}

describe('Trx#: dense, in commit order, none for a refused or rolled-back command (real database)', () => {
  let t: TestApp;
  let ledger: UnitsLedger;
  let member: Member;
  beforeAll(async () => {
    t = await startTestApp();
    ledger = ledgerOf(t);
    member = await newMember(t);
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await invariantProblems(t)).toEqual([]));

  const loyalty = (units: number, idempotencyKey: string = randomUUID()) =>
    ledger.adjustLoyalty({ memberId: member.id, units, narration: 'loyalty', actorId: null, idempotencyKey });

  it('refused deductions, replays and refused posts take no number: the list goes on from #N to #N+1', async () => {
    const admin = await adminClient(t);
    const first = await ledger.transfer(transferCommand(member.id, { units: 2 }));
    const before = await expectDenseNumbers(t);
    await expect(loyalty(-1)).rejects.toMatchObject({ status: 422 });
    await expect(loyalty(-5)).rejects.toMatchObject({ status: 422 });
    await loyalty(2, 'replayed-key');
    await loyalty(2, 'replayed-key');
    await expect(loyalty(-3)).rejects.toMatchObject({ status: 422 });
    await expect(ledger.postPending(first.transfer.id, null)).rejects.toMatchObject({ status: 409 });
    await expect(ledger.reverse(randomUUID(), null)).rejects.toMatchObject({ status: 404 });
    const next = await ledger.transfer(transferCommand(member.id, { units: 1 }));
    expect(await expectDenseNumbers(t)).toBe(before + 2);

    // The internal key of the refused ones is spent; the number people see is not.
    const [gaps] = await t.dataSource.query(`SELECT max(no) - count(*) AS spent FROM ledger_transfers`);
    expect(Number(gaps.spent)).toBeGreaterThan(0);
    const listed = await admin.get('/api/admin/transactions/fetch-all?perPage=10');
    const shown = listed.body.data.map((r: { id: string; transaction_id: number }) => [
      r.id,
      r.transaction_id,
    ]);
    expect(shown.slice(0, 2)).toEqual([
      [next.transfer.id, before + 2],
      [expect.any(String), before + 1],
    ]);
  });

  it('a command rolled back after its insert leaves no number', async () => {
    const before = await expectDenseNumbers(t);
    const [issuer] = await t.dataSource.query(`SELECT id FROM ledger_accounts WHERE kind = 'issuer'`);
    const [paid] = await t.dataSource.query(
      `SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'member_paid'`,
      [member.id],
    );
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const written = await runner.query(ISSUE_TRANSFERS.text, [
        issuer.id,
        [`rolled-back:${randomUUID()}`],
        [paid.id],
        [member.id],
        [5],
        [50000],
        ['rolled back'],
        ['cash'],
        ['manual'],
        [null],
        ['{}'],
        ['transfer'],
      ]);
      expect(written).toHaveLength(1);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    await ledger.transfer(transferCommand(member.id, { units: 1 }));
    expect(await expectDenseNumbers(t)).toBe(before + 1);
  });

  it('concurrent commands, many refused or replayed, number 1..N in the order they committed', async () => {
    const others = await Promise.all(Array.from({ length: 3 }, () => newMember(t)));
    const replayed = transferCommand(others[0].id, { units: 2 });
    const pendings = await Promise.all(
      others.map((m) => ledger.transfer(transferCommand(m.id, { units: 4, pending: true }))),
    );
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 60; i++) {
      const m = others[i % 3];
      const deduct = {
        memberId: m.id,
        units: -1,
        narration: 'd',
        actorId: null,
        idempotencyKey: randomUUID(),
      };
      if (i % 6 === 0) work.push(ledger.transfer(replayed));
      else if (i % 6 === 1)
        work.push(ledger.adjustLoyalty(deduct)); // nothing to deduct: refused
      else if (i % 6 === 2)
        work.push(ledger.postPending(pendings[i % 3].transfer.id, null)); // once each
      else if (i % 6 === 3)
        work.push(ledger.transfer({ ...replayed, units: 3 })); // key reused: refused
      else work.push(ledger.transfer(transferCommand(m.id, { units: 1 + (i % 3) })));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected').length).toBeGreaterThan(20);
    await expectDenseNumbers(t);
    // Posts and voids show their pending transfer's number: they take none of their own.
    const [own] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ledger_trx_numbers n JOIN ledger_transfers t ON t.id = n.transfer_id
        WHERE t.type IN ('post', 'void')`,
    );
    expect(own.count).toBe(0);
  });

  it('a rebuild of the numbering from the log gives every transfer the number it had', async () => {
    await t.drainEvents();
    const before = await trxNumbersInSealOrder(t);
    await t.dataSource.query(`DELETE FROM ledger_trx_numbers WHERE trx_no > 2`);
    await t.app.get(ProjectionRebuilder).rebuild('ledger.trx-numbers');
    expect(await trxNumbersInSealOrder(t)).toEqual(before);
  });
});
