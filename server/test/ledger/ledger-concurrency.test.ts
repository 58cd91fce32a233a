import { randomUUID } from 'node:crypto';
import { AppError } from '../../src/platform';
import { LedgerVerifier, UnitsLedger } from '../../src/modules/units-ledger';
import { startTestApp, TestApp } from '../support/test-app';
import { invariantProblems, ledgerOf, Member, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(60_000);

const settle = <T>(work: Array<Promise<T>>) => Promise.allSettled(work);
const rejectedWith = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);

describe('ledger under concurrency (real database)', () => {
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

  it('50 concurrent postPending of one pending transfer post it once', async () => {
    const before = await ledger.balance(member.id);
    const { transfer } = await ledger.transfer(transferCommand(member.id, { units: 4, pending: true }));
    const results = await settle(Array.from({ length: 50 }, () => ledger.postPending(transfer.id, null)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const errors = rejectedWith(results);
    expect(errors).toHaveLength(49);
    for (const e of errors) expect(e).toMatchObject({ status: 409 });
    for (const e of errors) expect(e).toBeInstanceOf(AppError);
    expect(await ledger.balance(member.id)).toEqual({
      ...before,
      paidUnits: before.paidUnits + 4,
      cents: before.cents + 4 * 50_000,
    });
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE pending_id = $1`,
      [transfer.id],
    );
    expect(count).toBe(1);
  });

  it('concurrent post and void of one pending transfer: exactly one wins', async () => {
    const before = await ledger.balance(member.id);
    const { transfer } = await ledger.transfer(transferCommand(member.id, { units: 2, pending: true }));
    const results = await settle(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? ledger.postPending(transfer.id, null) : ledger.voidPending(transfer.id, null),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const e of rejectedWith(results)) expect(e).toMatchObject({ status: 409 });
    const after = await ledger.balance(member.id);
    expect(after.pendingUnits).toBe(before.pendingUnits);
    expect([before.paidUnits, before.paidUnits + 2]).toContain(after.paidUnits);
  });

  it('20 concurrent reversals of one transfer reverse it once', async () => {
    const { transfer } = await ledger.transfer(transferCommand(member.id, { units: 3 }));
    const before = await ledger.balance(member.id);
    const results = await settle(Array.from({ length: 20 }, () => ledger.reverse(transfer.id, null)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const errors = rejectedWith(results);
    expect(errors).toHaveLength(19);
    for (const e of errors) expect(e).toMatchObject({ status: 409 });
    expect(await ledger.balance(member.id)).toEqual({
      ...before,
      paidUnits: before.paidUnits - 3,
      cents: before.cents - 3 * 50_000,
    });
  });

  it('30 concurrent loyalty deductions of 1 against 10 leave exactly 0 and never overdraw', async () => {
    const other = await newMember(t);
    await ledger.adjustLoyalty({
      memberId: other.id,
      units: 10,
      narration: 'ten',
      actorId: null,
      idempotencyKey: randomUUID(),
    });
    const results = await settle(
      Array.from({ length: 30 }, () =>
        ledger.adjustLoyalty({
          memberId: other.id,
          units: -1,
          narration: 'minus one',
          actorId: null,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const errors = rejectedWith(results);
    expect(errors).toHaveLength(20);
    for (const e of errors)
      expect(e).toMatchObject({
        status: 422,
        fields: { units: ["User doesn't have any loyalty units to deduct."] },
      });
    expect((await ledger.balance(other.id)).loyaltyUnits).toBe(0);
  });

  it('the same idempotency key twice, one after the other, moves units once', async () => {
    const before = await ledger.balance(member.id);
    const cmd = transferCommand(member.id, { units: 6 });
    const first = await ledger.transfer(cmd);
    const second = await ledger.transfer(cmd);
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect(second.transfer.id).toBe(first.transfer.id);
    expect((await ledger.balance(member.id)).paidUnits).toBe(before.paidUnits + 6);
  });

  it('the same idempotency key concurrently moves units once; one result is the duplicate', async () => {
    const before = await ledger.balance(member.id);
    const cmd = transferCommand(member.id, { units: 5 });
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.transfer(cmd)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect((await ledger.balance(member.id)).paidUnits).toBe(before.paidUnits + 5);
  });

  it('concurrent posted transfers share commits: all land once, with one event each', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => newMember(t)));
    const cmds = Array.from({ length: 60 }, (_, i) =>
      transferCommand(members[i % 3].id, { units: 1 + (i % 4) }),
    );
    const results = await Promise.all(cmds.map((cmd) => ledger.transfer(cmd)));
    expect(results.every((r) => !r.duplicate)).toBe(true);
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(60);
    results.forEach((r, i) => expect(r.transfer.idempotency_key).toBe(cmds[i].idempotencyKey));
    for (const [i, m] of members.entries()) {
      const units = cmds.filter((_, j) => j % 3 === i).reduce((sum, c) => sum + c.units, 0);
      expect(await ledger.balance(m.id)).toMatchObject({ paidUnits: units, cents: units * 50_000 });
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM domain_events WHERE type = 'ledger.UnitsTransferred' AND aggregate_id = ANY($1)`,
      [results.map((r) => r.transfer.id)],
    );
    expect(count).toBe(60);
  });

  it('concurrent posted and pending transfers written together: posted move units, pending hold them', async () => {
    const members = await Promise.all(Array.from({ length: 2 }, () => newMember(t)));
    const cmds = Array.from({ length: 40 }, (_, i) =>
      transferCommand(members[i % 2].id, { units: 1 + (i % 5), pending: i % 4 >= 2 }),
    );
    const results = await Promise.all(cmds.map((cmd) => ledger.transfer(cmd)));
    expect(results.every((r) => !r.duplicate)).toBe(true);
    results.forEach((r, i) => expect(r.transfer.type).toBe(cmds[i].pending ? 'pending' : 'transfer'));
    for (const [i, m] of members.entries()) {
      const mine = cmds.filter((c) => c.memberId === members[i].id);
      const posted = mine.filter((c) => !c.pending).reduce((sum, c) => sum + c.units, 0);
      const held = mine.filter((c) => c.pending).reduce((sum, c) => sum + c.units, 0);
      expect(await ledger.balance(m.id)).toMatchObject({
        paidUnits: posted,
        cents: posted * 50_000,
        pendingUnits: held,
      });
    }
    const events: Array<{ type: string; count: number }> = await t.dataSource.query(
      `SELECT type, count(*)::int AS count FROM domain_events WHERE aggregate_id = ANY($1) GROUP BY type ORDER BY type`,
      [results.map((r) => r.transfer.id)],
    );
    expect(events).toEqual([
      { type: 'ledger.TransferPending', count: 20 },
      { type: 'ledger.UnitsTransferred', count: 20 },
    ]);
    // Pending transfers have no postings until they are posted.
    const [{ legs }] = await t.dataSource.query(
      `SELECT count(*)::int AS legs FROM ledger_postings WHERE transfer_id = ANY($1)`,
      [results.filter((r) => r.transfer.type === 'pending').map((r) => r.transfer.id)],
    );
    expect(legs).toBe(0);
  });

  it('one transfer the database refuses fails alone: the others written with it land', async () => {
    const before = await ledger.balance(member.id);
    const good = Array.from({ length: 8 }, () => transferCommand(member.id, { units: 2 }));
    const bad = transferCommand(member.id, { units: 2, narration: 'x'.repeat(501) });
    const results = await settle([...good.slice(0, 4), bad, ...good.slice(4)].map((c) => ledger.transfer(c)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(rejectedWith(results)).toHaveLength(1);
    expect(results[4].status).toBe('rejected');
    expect((await ledger.balance(member.id)).paidUnits).toBe(before.paidUnits + 16);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE idempotency_key = $1`,
      [bad.idempotencyKey],
    );
    expect(count).toBe(0);
  });

  it('a reused key with different units, member or value is a 409, and moves nothing', async () => {
    const other = await newMember(t);
    const cmd = transferCommand(member.id, { units: 2 });
    await ledger.transfer(cmd);
    const before = await ledger.balance(member.id);
    for (const changed of [
      { ...cmd, units: 3 },
      { ...cmd, memberId: other.id },
      { ...cmd, unitValueCents: 1 },
      { ...cmd, pending: true },
    ]) {
      await expect(ledger.transfer(changed)).rejects.toMatchObject({
        status: 409,
        message: 'This idempotency key was already used for a different transfer.',
      });
    }
    expect(await ledger.balance(member.id)).toEqual(before);
    expect(await ledger.balance(other.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
  });

  it('loyalty idempotency: a replay moves nothing, even a deduction that emptied the balance; other units are a 409', async () => {
    const other = await newMember(t);
    const add = {
      memberId: other.id,
      units: 4,
      narration: 'four',
      actorId: null,
      idempotencyKey: randomUUID(),
    };
    expect((await ledger.adjustLoyalty(add)).duplicate).toBe(false);
    expect((await ledger.adjustLoyalty(add)).duplicate).toBe(true);
    await expect(ledger.adjustLoyalty({ ...add, units: 5 })).rejects.toMatchObject({ status: 409 });
    const take = { ...add, units: -4, idempotencyKey: randomUUID() };
    const results = await Promise.all([ledger.adjustLoyalty(take), ledger.adjustLoyalty(take)]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect((await ledger.adjustLoyalty(take)).duplicate).toBe(true);
    await expect(ledger.adjustLoyalty({ ...take, units: -3 })).rejects.toMatchObject({ status: 409 });
    expect((await ledger.balance(other.id)).loyaltyUnits).toBe(0);
  });

  it('verifies after all of the above', async () => {
    await t.drainEvents();
    const report = await t.app.get(LedgerVerifier).verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
