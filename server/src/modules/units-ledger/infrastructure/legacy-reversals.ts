import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../platform';
import { LedgerEventType } from '../domain/ledger.events';
import { memberChangesOf } from './statements/member-changes';

/**
 * Reversals appended before ADR 0034 carry no `changes`, and their payload cannot say which account
 * the reversed transfer touched or which way (a reversed loyalty deduction gives units back). The
 * reversal's own row in ledger_transfers does, by its debit and credit accounts: the same legs the
 * statements build `changes` from now. The log is not rewritten; the events are upcast as read.
 */
const LEGACY_CHANGES = `SELECT t.id::text AS id, ${memberChangesOf('t')} AS changes
  FROM ledger_transfers t WHERE t.id = ANY($1::uuid[])`;

const isLegacyReversal = (e: StoredEvent) =>
  e.type === LedgerEventType.reversed && !Array.isArray(e.payload.changes);

/**
 * The events with every old reversal upcast to carry its `changes` (one read for the batch);
 * events that need nothing are returned as they are. Call before unitChangesOf on a batch that may
 * hold events from before ADR 0034.
 */
export async function upcastLedgerEvents<E extends StoredEvent>(
  events: readonly E[],
  m: EntityManager,
): Promise<E[]> {
  const legacy = events.filter(isLegacyReversal);
  if (legacy.length === 0) return [...events];
  const rows: Array<{ id: string; changes: unknown[] }> = await m.query(LEGACY_CHANGES, [
    legacy.map((e) => String(e.payload.transferId)),
  ]);
  const changes = new Map(rows.map((r) => [r.id, r.changes]));
  return events.map((e) =>
    isLegacyReversal(e) && changes.has(String(e.payload.transferId))
      ? { ...e, payload: { ...e.payload, changes: changes.get(String(e.payload.transferId)) } }
      : e,
  );
}
