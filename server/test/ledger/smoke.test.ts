import { UnitsLedger } from '../../src/modules/units-ledger';
import { LedgerVerifier } from '../../src/modules/units-ledger';
import { registerMember } from '../support/journeys';
import { startTestApp, TestApp } from '../support/test-app';

describe('ledger smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('moves, holds, posts, voids, reverses and adjusts units, and verifies', async () => {
    const member = await registerMember(t, t.client('10.9.0.1'));
    const ledger = t.app.get(UnitsLedger);
    const id = member.user.id as string;
    const base = {
      memberId: id,
      unitValueCents: 50_000,
      narration: 'n',
      payType: 'Wire',
      kind: 'manual',
      actorId: null,
    };
    const a = await ledger.transfer({ ...base, units: 3, idempotencyKey: 'k-1' });
    const again = await ledger.transfer({ ...base, units: 3, idempotencyKey: 'k-1' });
    expect(again.duplicate).toBe(true);
    const p = await ledger.transfer({ ...base, units: 5, idempotencyKey: 'k-2', pending: true });
    expect(await ledger.balance(id)).toEqual({
      paidUnits: 3,
      loyaltyUnits: 0,
      cents: 150_000,
      pendingUnits: 5,
    });
    await ledger.postPending(p.transfer.id, null, 4);
    await expect(ledger.postPending(p.transfer.id, null)).rejects.toThrow(/already/);
    const v = await ledger.transfer({ ...base, units: 2, idempotencyKey: 'k-3', pending: true });
    await ledger.voidPending(v.transfer.id, null);
    await ledger.reverse(a.transfer.id, null);
    await expect(ledger.reverse(a.transfer.id, null)).rejects.toThrow(/already/);
    await ledger.adjustLoyalty({
      memberId: id,
      units: 7,
      narration: 'free',
      actorId: null,
      idempotencyKey: 'l-1',
    });
    await expect(
      ledger.adjustLoyalty({ memberId: id, units: -8, narration: 'x', actorId: null, idempotencyKey: 'l-2' }),
    ).rejects.toMatchObject({
      fields: { units: ['Deducted units must be less than or equal to loyalty units.'] },
    });
    expect(await ledger.balance(id)).toEqual({
      paidUnits: 4,
      loyaltyUnits: 7,
      cents: 200_000,
      pendingUnits: 0,
    });
    const me = await t
      .client('10.9.0.1')
      .post('/api/login', { email: member.email, password: member.password });
    expect(me.body.data.user).toMatchObject({
      balance_units: 11,
      balance_dollar: 2000,
      paid_units: 4,
      loyalty_units: 7,
    });
    await t.drainEvents();
    const report = await t.app.get(LedgerVerifier).verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
