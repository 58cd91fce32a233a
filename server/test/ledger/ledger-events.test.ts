import { randomUUID } from 'node:crypto';
import { EventBus } from '@nestjs/cqrs';
import type { DomainEvent } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { ledgerOf, newMember, transferCommand } from './ledger-fixtures';

/**
 * Each ledger command is one statement that writes its own event rows in SQL, and publishes the
 * same events built in TypeScript once committed: the two must never drift apart.
 */
describe('ledger events: stored as published', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every command stores exactly the events it publishes', async () => {
    const published: DomainEvent<object>[] = [];
    const subscription = t.app.get(EventBus).subscribe((e) => published.push(e as DomainEvent<object>));
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
      subscription.unsubscribe();
    }

    const ledgerEvents = published.filter((e) => e.type.startsWith('ledger.'));
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
    // The facts that matter, spelled out once (the comparison above covers the rest).
    const post = ledgerEvents[2].payload as Record<string, unknown>;
    expect(post).toMatchObject({ units: 5, unitValueCents: 50_000, memberId: member.id, kind: 'manual' });
    expect(post.pendingId).toBeDefined();
    expect(ledgerEvents[10].payload).toMatchObject({ delta: -4, units: 4, kind: 'loyalty-deduction' });
  });
});
