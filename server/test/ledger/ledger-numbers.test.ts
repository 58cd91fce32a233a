import { MAX_UNITS_PER_TRANSFER, MAX_UNIT_VALUE_CENTS } from '@app/libs';
import { randomUUID } from 'node:crypto';
import { UnitsLedger } from '../../src/modules/units-ledger';
import { refusalAnswer } from '../../src/modules/units-ledger/domain/ledger-rules';
import {
  deductionRefusal,
  Transfer,
  type TransferType,
} from '../../src/modules/units-ledger/domain/transfer';
import { startTestApp, TestApp } from '../support/test-app';
import { invariantProblems, ledgerOf, Member, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(60_000);

/** Trx#s as stored: they must be exactly 1..N, whatever was refused, replayed or rolled back. */
async function numbers(t: TestApp): Promise<number[]> {
  const rows: Array<{ no: string }> = await t.dataSource.query(`SELECT no FROM ledger_transfers ORDER BY no`);
  return rows.map((r) => Number(r.no));
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('ledger Trx#s have no gaps (real database)', () => {
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

  it('refused deductions, replays and refused posts take no number; the next transfer follows on', async () => {
    const start = (await numbers(t)).length;
    const added = await loyalty(2);
    expect(Number(added.transfer.no)).toBe(start + 1);
    // Refused as the domain rule says (deductionRefusal), by the SQL function.
    const refusedDeduction = (available: number, units: number) =>
      expect(loyalty(-units)).rejects.toMatchObject({
        status: 422,
        fields: { units: [refusalAnswer(deductionRefusal(available, units)!).message] },
      });
    await refusedDeduction(2, 5);
    await refusedDeduction(2, 3);
    const taken = await loyalty(-2);
    await refusedDeduction(0, 1);
    const replay = await loyalty(2, 'replayed-key');
    expect(Number(replay.transfer.no)).toBe(start + 3);
    expect(await loyalty(2, 'replayed-key')).toMatchObject({
      duplicate: true,
      transfer: { id: replay.transfer.id },
    });
    await expect(loyalty(3, 'replayed-key')).rejects.toMatchObject({ status: 409 });
    const pending = await ledger.transfer(transferCommand(member.id, { units: 3, pending: true }));
    await ledger.postPending(pending.transfer.id, null);
    await expect(ledger.postPending(pending.transfer.id, null)).rejects.toMatchObject({ status: 409 });
    await expect(ledger.voidPending(pending.transfer.id, null)).rejects.toMatchObject({ status: 409 });
    await expect(ledger.reverse(randomUUID(), null)).rejects.toMatchObject({ status: 404 });
    const next = await ledger.transfer(transferCommand(member.id, { units: 1 }));
    // +2, -2, +2 (then its replay), the pending and its post: six numbers, none for the refusals.
    expect(Number(taken.transfer.no)).toBe(start + 2);
    expect(Number(next.transfer.no)).toBe(start + 6);
    expect(await numbers(t)).toEqual(oneToN(start + 6));
  });

  it('a command rolled back after it took its number leaves no gap', async () => {
    const before = (await numbers(t)).length;
    const accounts: Array<{ id: string; kind: string }> = await t.dataSource.query(
      `SELECT id, kind FROM ledger_accounts WHERE owner_id = $1 OR owner_id IS NULL`,
      [member.id],
    );
    const account = (kind: string) => accounts.find((a) => a.kind === kind)!.id;
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [written] = await runner.query(
        `SELECT (o.transfer).no FROM ledger_adjust_loyalty($1, $2, $3, $4, 5, 'rolled back', NULL) o`,
        [`loyalty:${randomUUID()}`, member.id, account('member_loyalty'), account('loyalty_issuer')],
      );
      expect(Number(written.no)).toBe(before + 1);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    const after = await ledger.transfer(transferCommand(member.id, { units: 1 }));
    expect(Number(after.transfer.no)).toBe(before + 1);
    expect(await numbers(t)).toEqual(oneToN(before + 1));
  });

  it('concurrent commands, many refused or replayed, still number 1..N in commit order', async () => {
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
        work.push(ledger.transfer({ ...replayed, units: 3 })); // key reuse: refused
      else work.push(ledger.transfer(transferCommand(m.id, { units: 1 + (i % 3) })));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected').length).toBeGreaterThan(20);
    const all = await numbers(t);
    expect(all).toEqual(oneToN(all.length));
    // Numbers follow commit order: a later number never committed before an earlier one, so
    // created_at (the transaction's start) may tie but a transfer's number is unique.
    const [{ duplicates }] = await t.dataSource.query(
      `SELECT count(*) - count(DISTINCT no) AS duplicates FROM ledger_transfers`,
    );
    expect(Number(duplicates)).toBe(0);
  });

  it('a transfer that would take a balance past the ledger bound is refused and takes no number', async () => {
    const rich = await newMember(t);
    const before = (await numbers(t)).length;
    // The largest transfer allowed: 10^14 cents; 90 of them stay below 2^53 - 1 cents, a 91st does not.
    const big = { units: MAX_UNITS_PER_TRANSFER, unitValueCents: MAX_UNIT_VALUE_CENTS };
    const fits = Math.floor(Number.MAX_SAFE_INTEGER / (MAX_UNITS_PER_TRANSFER * MAX_UNIT_VALUE_CENTS));
    for (let i = 0; i < fits; i++) await ledger.transfer(transferCommand(rich.id, big));
    await expect(ledger.transfer(transferCommand(rich.id, big))).rejects.toMatchObject({
      status: 422,
      fields: { units: ['This transfer would take the balance above what the ledger can hold.'] },
    });
    expect((await ledger.balance(rich.id)).cents).toBe(fits * MAX_UNITS_PER_TRANSFER * MAX_UNIT_VALUE_CENTS);
    expect(await numbers(t)).toEqual(oneToN(before + fits));
  });
});

describe('ledger idempotency keys (real database)', () => {
  let t: TestApp;
  let ledger: UnitsLedger;
  let member: Member;
  beforeAll(async () => {
    t = await startTestApp();
    ledger = ledgerOf(t);
    member = await newMember(t);
  });
  afterAll(() => t.close());

  it('the same key and body answers the first transfer; the same key with any other body is refused', async () => {
    const cmd = transferCommand(member.id, { units: 2, narration: 'first' });
    const first = await ledger.transfer(cmd);
    const before = await ledger.balance(member.id);
    expect(await ledger.transfer(cmd)).toEqual({ transfer: first.transfer, duplicate: true });
    for (const changed of [
      { narration: 'second' },
      { kind: 'purchase' },
      { payType: 'Crypto Currency' },
      { units: 3 },
      { unitValueCents: 40_000 },
      { pending: true },
    ]) {
      await expect(ledger.transfer({ ...cmd, ...changed })).rejects.toMatchObject({
        status: 409,
        code: 'LEDGER.IDEMPOTENCY_KEY_REUSED',
        message: 'This idempotency key was already used for a different transfer.',
      });
    }
    expect(await ledger.balance(member.id)).toEqual(before);
  });

  it('keys are scoped by command: a transfer and a loyalty adjustment with one key are two requests', async () => {
    const key = `shared-${randomUUID()}`;
    const moved = await ledger.transfer(transferCommand(member.id, { units: 1, idempotencyKey: key }));
    const adjusted = await ledger.adjustLoyalty({
      memberId: member.id,
      units: 1,
      narration: 'n',
      actorId: null,
      idempotencyKey: key,
    });
    expect(moved.duplicate).toBe(false);
    expect(adjusted.duplicate).toBe(false);
    expect(adjusted.transfer.id).not.toBe(moved.transfer.id);
    await expect(
      ledger.adjustLoyalty({
        memberId: member.id,
        units: 1,
        narration: 'other',
        actorId: null,
        idempotencyKey: key,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'LEDGER.IDEMPOTENCY_KEY_REUSED' });
  });

  it('post and void of one pending transfer never answer for each other', async () => {
    const pending = await ledger.transfer(transferCommand(member.id, { units: 2, pending: true }));
    const posted = await ledger.postPending(pending.transfer.id, null);
    expect(posted.transfer.idempotency_key).toBe(`post:${pending.transfer.id}`);
    await expect(ledger.voidPending(pending.transfer.id, null)).rejects.toMatchObject({
      status: 409,
      code: 'LEDGER.ALREADY_RESOLVED',
    });
  });

  it('the state the SQL functions act on is the domain state machine, row for row', async () => {
    const cmd = (units: number, pending = false) => transferCommand(member.id, { units, pending });
    const a = await ledger.transfer(cmd(3));
    await ledger.reverse(a.transfer.id, null);
    const p1 = await ledger.transfer(cmd(2, true));
    await ledger.postPending(p1.transfer.id, null);
    const p2 = await ledger.transfer(cmd(2, true));
    await ledger.voidPending(p2.transfer.id, null);
    const p3 = await ledger.transfer(cmd(1, true));
    await ledger.postPending(p3.transfer.id, null);
    await ledger.reverse(p3.transfer.id, null);
    await ledger.transfer(cmd(1, true));
    const rows: Array<{
      type: TransferType;
      resolution: 'post' | 'void' | null;
      reversed: boolean;
      state: string;
    }> = await t.dataSource.query(
      `SELECT t.type, r.type AS resolution,
                EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reverses_id IN (t.id, r.id)) AS reversed,
                ledger_transfer_state(t) AS state
           FROM ledger_transfers t LEFT JOIN ledger_transfers r ON r.pending_id = t.id`,
    );
    const states = new Set(rows.map((r) => r.state));
    for (const state of ['pending', 'done', 'voided', 'reversed', 'reversal'])
      expect(states).toContain(state);
    for (const row of rows)
      expect({ ...row, state: new Transfer(row.type, row.resolution, row.reversed).state }).toEqual(row);
  });
});
