import { LedgerEventType } from './ledger.events';
import { ReversalNotUpcast, unitChangesOf, unitsByMember } from './unit-changes';

const m = 'member-1';
const facts = {
  transferId: 't-1',
  no: '1',
  memberId: m,
  units: 4,
  unitValueCents: 2500,
  kind: 'manual',
  narration: '',
};
const change = (over: Partial<{ paidUnits: number; freeUnits: number; cents: number }>) => ({
  memberId: m,
  paidUnits: 0,
  freeUnits: 0,
  cents: 0,
  ...over,
});

describe('unitChangesOf', () => {
  it('answers the changes the event states, whatever its other facts', () => {
    const given = [change({ freeUnits: 2 })];
    const reversal = { ...facts, units: 2, unitValueCents: 0, reversesId: 't-0', changes: given };
    expect(unitChangesOf({ type: LedgerEventType.reversed, payload: reversal })).toEqual(given);
    expect(unitChangesOf({ type: LedgerEventType.pending, payload: { ...facts, changes: [] } })).toEqual([]);
  });

  it('upcasts a transfer or a post of before ADR 0034 to paid units and their cents', () => {
    for (const type of [LedgerEventType.transferred, LedgerEventType.posted])
      expect(unitChangesOf({ type, payload: facts })).toEqual([change({ paidUnits: 4, cents: 10_000 })]);
  });

  it('upcasts an old loyalty adjustment to free units by its signed delta', () => {
    const deducted = { ...facts, unitValueCents: 0, kind: 'loyalty-deduction', delta: -3, units: 3 };
    expect(unitChangesOf({ type: LedgerEventType.loyaltyAdjusted, payload: deducted })).toEqual([
      change({ freeUnits: -3 }),
    ]);
  });

  it('upcasts an old pending transfer or void to no change', () => {
    expect(unitChangesOf({ type: LedgerEventType.pending, payload: facts })).toEqual([]);
    expect(unitChangesOf({ type: LedgerEventType.voided, payload: { ...facts, pendingId: 'p' } })).toEqual(
      [],
    );
  });

  it('refuses to guess an old reversal: its payload cannot say which way it went', () => {
    const old = { type: LedgerEventType.reversed, payload: { ...facts, reversesId: 't-0' } };
    expect(() => unitChangesOf(old)).toThrow(ReversalNotUpcast);
  });

  it('answers nothing for any event that is not the ledger’s', () => {
    expect(unitChangesOf({ type: 'network.MemberJoined', payload: facts })).toEqual([]);
  });
});

describe('unitsByMember', () => {
  it('adds paid and free units per member, as a balance counts them', () => {
    const payload = {
      ...facts,
      changes: [
        change({ paidUnits: -4, cents: -10_000 }),
        change({ freeUnits: 1 }),
        { ...change({ freeUnits: 2 }), memberId: 'b' },
      ],
    };
    expect(unitsByMember({ type: LedgerEventType.reversed, payload })).toEqual(
      new Map([
        [m, -3],
        ['b', 2],
      ]),
    );
  });
});
