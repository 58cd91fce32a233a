import { randomUUID } from 'node:crypto';
import {
  LedgerEventType,
  unitChangesOf,
  upcastLedgerEvents,
  type LedgerPayloads,
  type MemberUnitChange,
  type TransferFacts,
} from '../../src/modules/units-ledger';
import type { StoredEvent } from '../../src/platform';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(180_000);

type Field = 'string' | 'number' | 'uuid' | 'changes' | 'uuid|null';
const FACTS = {
  transferId: 'uuid',
  no: 'string',
  memberId: 'uuid|null',
  units: 'number',
  unitValueCents: 'number',
  kind: 'string',
  narration: 'string',
  changes: 'changes',
} as const satisfies Record<keyof TransferFacts, Field>;
/** Every field of each payload and what it holds: typed by the contract, so the two cannot differ. */
const CONTRACT: { [T in LedgerEventType]: Required<{ [K in keyof LedgerPayloads[T]]: Field }> } = {
  [LedgerEventType.transferred]: { ...FACTS, agreementTo: 'string' },
  [LedgerEventType.pending]: FACTS,
  [LedgerEventType.posted]: { ...FACTS, pendingId: 'uuid' },
  [LedgerEventType.voided]: { ...FACTS, pendingId: 'uuid' },
  [LedgerEventType.reversed]: { ...FACTS, reversesId: 'uuid' },
  [LedgerEventType.loyaltyAdjusted]: { ...FACTS, delta: 'number' },
};
/** Fields a payload may leave out. */
const OPTIONAL = new Set(['agreementTo']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const holds = (value: unknown, field: Field): boolean => {
  switch (field) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return Number.isInteger(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'uuid|null':
      return value === null || holds(value, 'uuid');
    case 'changes':
      return (
        Array.isArray(value) &&
        value.every(
          (c) =>
            Object.keys(c).sort().join() === 'cents,freeUnits,memberId,paidUnits' &&
            UUID.test(c.memberId) &&
            [c.paidUnits, c.freeUnits, c.cents].every(Number.isInteger),
        )
      );
  }
};

/** What a stored payload breaks of the contract (empty: it holds). */
function contractProblems(event: StoredEvent): string[] {
  const fields: Record<string, Field> = CONTRACT[event.type as LedgerEventType];
  if (!fields) return [`${event.type}: not a type of the contract`];
  const extra = Object.keys(event.payload).filter((k) => !(k in fields));
  const wrong = Object.entries(fields).filter(
    ([k, field]) => !(OPTIONAL.has(k) && !(k in event.payload)) && !holds(event.payload[k], field),
  );
  return [
    ...extra.map((k) => `${event.type}.${k}: not in the contract`),
    ...wrong.map(([k, field]) => `${event.type}.${k}: ${JSON.stringify(event.payload[k])} is not ${field}`),
  ];
}

const byMember = (changes: MemberUnitChange[]) =>
  [...changes].sort((a, b) => a.memberId.localeCompare(b.memberId));

/**
 * The ledger's events are built in SQL and read through the contract of domain/ledger.events.ts
 * (ADR 0034): every command's stored payload must hold it, and what unitChangesOf answers must be
 * what the transfer's postings did to each member account.
 */
describe('ledger events: the stored payloads hold the typed contract', () => {
  let t: TestApp;
  let events: StoredEvent[];
  let members: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const ledger = ledgerOf(t);
    const [m, n] = await Promise.all([newMember(t), newMember(t)]);
    members = [m.id, n.id];
    const actor = null;
    const loyalty = (memberId: string, units: number) =>
      ledger.adjustLoyalty({
        memberId,
        units,
        narration: 'loyal',
        actorId: actor,
        idempotencyKey: randomUUID(),
      });

    const sold = await ledger.transfer(transferCommand(m.id, { units: 3, unitValueCents: 2_500 }));
    await ledger.transfer(transferCommand(n.id, { units: 2, links: { agreementTo: 'n@example.com' } }));
    const toPost = await ledger.transfer(
      transferCommand(m.id, { units: 4, unitValueCents: 1_000, pending: true }),
    );
    await ledger.postPending(toPost.transfer.id, actor, 5);
    const toVoid = await ledger.transfer(transferCommand(n.id, { units: 6, pending: true }));
    await ledger.voidPending(toVoid.transfer.id, actor);
    await ledger.reverse(sold.transfer.id, actor);
    await ledger.reverse(toPost.transfer.id, actor);
    const added = await loyalty(m.id, 7);
    const deducted = await loyalty(m.id, -3);
    await ledger.reverse(deducted.transfer.id, actor);
    await ledger.reverse(added.transfer.id, actor);
    await loyalty(n.id, 1);

    events = await t.dataSource.query(
      `SELECT seq::text, id, type, aggregate_type AS "aggregateType", aggregate_id AS "aggregateId", payload,
              actor_id AS "actorId", occurred_at AS "occurredAt"
         FROM domain_events WHERE type LIKE 'ledger.%' ORDER BY seq`,
    );
  });
  afterAll(() => t.close());

  it('every command appended its event: all six types, each reversal among them', () => {
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(Object.values(LedgerEventType).map(count)).toEqual([2, 2, 1, 1, 4, 3]);
  });

  it('every stored payload holds the contract, field by field', () => {
    expect(events.flatMap(contractProblems)).toEqual([]);
  });

  it("each event's changes are what its transfer's postings did to each member account", async () => {
    for (const event of events) {
      const postings: MemberUnitChange[] = await t.dataSource.query(
        `SELECT a.owner_id::text AS "memberId",
                sum(p.units) FILTER (WHERE a.kind = 'member_paid')::int AS "paidUnits",
                sum(p.units) FILTER (WHERE a.kind = 'member_loyalty')::int AS "freeUnits",
                sum(p.cents) FILTER (WHERE a.kind = 'member_paid')::int AS cents
           FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_id IS NOT NULL
          WHERE p.transfer_id = $1 GROUP BY a.owner_id`,
        [event.aggregateId],
      );
      const expected = postings.map((c) => ({
        memberId: c.memberId,
        paidUnits: c.paidUnits ?? 0,
        freeUnits: c.freeUnits ?? 0,
        cents: c.cents ?? 0,
      }));
      expect({ event: event.type, changes: byMember(unitChangesOf(event)) }).toEqual({
        event: event.type,
        changes: byMember(expected),
      });
    }
  });

  it("the changes of all events add up to each member's balance", async () => {
    for (const memberId of members) {
      const mine = events.flatMap(unitChangesOf).filter((c) => c.memberId === memberId);
      const sum = (k: 'paidUnits' | 'freeUnits' | 'cents') => mine.reduce((s, c) => s + c[k], 0);
      const balance = await ledgerOf(t).balance(memberId);
      expect({ paid: sum('paidUnits'), free: sum('freeUnits'), cents: sum('cents') }).toEqual({
        paid: balance.paidUnits,
        free: balance.loyaltyUnits,
        cents: balance.cents,
      });
    }
  });

  it('events of before ADR 0034, without changes, are upcast to the same changes when read', async () => {
    const legacy = events.map(({ payload: { changes: _changes, ...payload }, ...event }) => ({
      ...event,
      payload,
    }));
    const upcast = await upcastLedgerEvents(legacy, t.dataSource.manager);
    expect(upcast.map(unitChangesOf)).toEqual(events.map(unitChangesOf));
  });
});
