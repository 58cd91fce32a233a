import { randomUUID } from 'node:crypto';
import { EventConsumers, EventRelay, type Reaction, type StoredEvent } from '../../src/platform';
import { ConsumerRunner } from '../../src/platform/events/consumer-runner';
import { startTestApp, TestApp } from '../support/test-app';
import { ledgerOf, newMember, transferCommand } from './ledger-fixtures';

const LEDGER_TYPES = [
  'ledger.UnitsTransferred',
  'ledger.TransferPending',
  'ledger.TransferPosted',
  'ledger.TransferVoided',
  'ledger.TransferReversed',
  'ledger.LoyaltyUnitsAdjusted',
];

/**
 * Each ledger command is one function call that stores its events (no event is rebuilt in
 * TypeScript); consumers get them from the log (ADR 0010). What a consumer receives must be what
 * the commands stored, event for event, in order.
 */
describe('ledger events: stored as consumed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every command stores exactly the events a consumer receives', async () => {
    const received: StoredEvent[] = [];
    const listener: Reaction = {
      kind: 'reaction',
      name: 'test.ledger-listener',
      types: LEDGER_TYPES,
      react: async (event) => void received.push(event),
    };
    t.app.get(EventConsumers).register(listener);
    await t.app.get(ConsumerRunner).registerAll();
    const ledger = ledgerOf(t);
    const member = await newMember(t);
    const actor = randomUUID();
    try {
      const posted = await ledger.transfer(
        transferCommand(member.id, { units: 7, actorId: actor, narration: 'étoile "q"' }),
      );
      const pending = await ledger.transfer(transferCommand(member.id, { units: 3, pending: true }));
      await ledger.postPending(pending.transfer.id, actor, 5);
      const toVoid = await ledger.transfer(transferCommand(member.id, { units: 2, pending: true }));
      await ledger.voidPending(toVoid.transfer.id, null);
      const unresolved = await ledger.transfer(transferCommand(member.id, { units: 1, pending: true }));
      await ledger.reverse(unresolved.transfer.id, actor); // voids it
      await ledger.reverse(pending.transfer.id, actor); // reverses its post
      await ledger.reverse(posted.transfer.id, null);
      const loyalty = { memberId: member.id, narration: 'free', actorId: actor };
      await ledger.adjustLoyalty({ ...loyalty, units: 9, idempotencyKey: `l:${randomUUID()}` });
      await ledger.adjustLoyalty({ ...loyalty, units: -4, idempotencyKey: `l:${randomUUID()}` });
    } finally {
      await t.app.get(EventRelay).drain();
      t.app.get(EventConsumers).unregister(listener.name);
    }

    const ledgerEvents = received.filter((e) => (e.payload as { memberId?: string }).memberId === member.id);
    expect(ledgerEvents.map((e) => e.type)).toEqual([
      'ledger.UnitsTransferred',
      'ledger.TransferPending',
      'ledger.TransferPosted',
      'ledger.TransferPending',
      'ledger.TransferVoided',
      'ledger.TransferPending',
      'ledger.TransferVoided',
      'ledger.TransferReversed',
      'ledger.TransferReversed',
      'ledger.LoyaltyUnitsAdjusted',
      'ledger.LoyaltyUnitsAdjusted',
    ]);
    const stored: Array<{
      type: string;
      aggregate_type: string;
      aggregate_id: string;
      payload: object;
      actor_id: string | null;
    }> = await t.dataSource.query(
      `SELECT type, aggregate_type, aggregate_id, payload, actor_id FROM domain_events
          WHERE type LIKE 'ledger.%' AND payload->>'memberId' = $1 ORDER BY seq`,
      [member.id],
    );
    expect(stored).toEqual(
      ledgerEvents.map((e) => ({
        type: e.type,
        aggregate_type: e.aggregateType,
        aggregate_id: e.aggregateId,
        payload: e.payload,
        actor_id: e.actorId,
      })),
    );
    // Each event carries the Trx# the statement gave its transfer, as stored.
    const numbers: Array<{ id: string; no: string }> = await t.dataSource.query(
      `SELECT id, no::text FROM ledger_transfers WHERE member_id = $1`,
      [member.id],
    );
    const noOf = new Map(numbers.map((r) => [r.id, r.no]));
    for (const e of ledgerEvents) expect((e.payload as { no: string }).no).toBe(noOf.get(e.aggregateId));
    // The facts that matter, spelled out once (the comparison above covers the rest).
    const post = ledgerEvents[2].payload as Record<string, unknown>;
    expect(post).toMatchObject({ units: 5, unitValueCents: 50_000, memberId: member.id, kind: 'manual' });
    expect(post.pendingId).toBeDefined();
    expect(ledgerEvents[10].payload).toMatchObject({ delta: -4, units: 4, kind: 'loyalty-deduction' });
  });
});
