import { LedgerEventType, isLedgerEvent, type MemberUnitChange, type TransferFacts } from './ledger.events';

/** A stored event as consumers receive it: its type and its payload as the log holds it. */
export interface LoggedEvent {
  type: string;
  payload: object;
}

/** Thrown for a reversal appended before ADR 0034 that was read without its upcast. */
export class ReversalNotUpcast extends Error {
  constructor(transferId: unknown) {
    super(
      `ledger.TransferReversed ${String(transferId)} predates its changes: read it through upcastLedgerEvents`,
    );
  }
}

/**
 * By how much a ledger event changed each member account it touched (empty for any other event).
 * The answer is the event's own `changes`; an event appended before they existed (ADR 0034) is
 * upcast from its other facts: a transfer or a post gave its member `units` paid units worth
 * `units × unitValueCents`, a loyalty adjustment moved free units by its signed `delta`, a pending
 * transfer or a void changed no account. An old reversal says neither which account nor which way:
 * upcastLedgerEvents reads that from the ledger's own rows before this is asked.
 */
export function unitChangesOf(event: LoggedEvent): MemberUnitChange[] {
  if (!isLedgerEvent(event)) return [];
  const facts: Partial<TransferFacts> = event.payload;
  if (Array.isArray(facts.changes)) return facts.changes;
  const units = Number(facts.units ?? 0);
  const only = (change: Omit<MemberUnitChange, 'memberId'>): MemberUnitChange[] =>
    facts.memberId ? [{ memberId: facts.memberId, ...change }] : [];
  switch (event.type) {
    case LedgerEventType.transferred:
    case LedgerEventType.posted:
      return only({ paidUnits: units, freeUnits: 0, cents: units * Number(facts.unitValueCents ?? 0) });
    case LedgerEventType.loyaltyAdjusted:
      return only({ paidUnits: 0, freeUnits: Number(event.payload.delta ?? 0), cents: 0 });
    case LedgerEventType.reversed:
      throw new ReversalNotUpcast(facts.transferId);
    default:
      return [];
  }
}

/** The units (paid and free, as a balance counts them) a ledger event gave each member, signed. */
export function unitsByMember(event: LoggedEvent): Map<string, number> {
  const units = new Map<string, number>();
  for (const c of unitChangesOf(event))
    units.set(c.memberId, (units.get(c.memberId) ?? 0) + c.paidUnits + c.freeUnits);
  return units;
}
