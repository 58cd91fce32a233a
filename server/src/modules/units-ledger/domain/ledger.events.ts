/**
 * The ledger's event contract: the payload of every event it appends to the log, by stored type.
 * The payloads are built in SQL (infrastructure/statements); server/test/ledger/ledger-event-contract
 * checks every command's stored payload against these types.
 */

/** By how much one transfer changed one member's accounts, signed: paid units, free units, cents. */
export interface MemberUnitChange {
  memberId: string;
  paidUnits: number;
  freeUnits: number;
  cents: number;
}

export interface TransferFacts {
  transferId: string;
  no: string;
  memberId: string | null;
  units: number;
  unitValueCents: number;
  kind: string;
  narration: string;
  /**
   * What the transfer did to each member account it touched (none for a pending transfer or a
   * void). Absent on events appended before ADR 0034: read them through unitChangesOf.
   */
  changes: MemberUnitChange[];
}

/** Stored in the event log: never renamed. */
export const TRANSFER_AGGREGATE = 'Transfer';
export const LedgerEventType = {
  transferred: 'ledger.UnitsTransferred',
  pending: 'ledger.TransferPending',
  posted: 'ledger.TransferPosted',
  voided: 'ledger.TransferVoided',
  reversed: 'ledger.TransferReversed',
  loyaltyAdjusted: 'ledger.LoyaltyUnitsAdjusted',
} as const;
export type LedgerEventType = (typeof LedgerEventType)[keyof typeof LedgerEventType];

/** The payload of each ledger event type. */
export interface LedgerPayloads {
  'ledger.UnitsTransferred': TransferFacts & {
    /** Only on a transfer whose command asked for the lending agreement: where to send it. */
    agreementTo?: string;
  };
  'ledger.TransferPending': TransferFacts;
  'ledger.TransferPosted': TransferFacts & { pendingId: string };
  'ledger.TransferVoided': TransferFacts & { pendingId: string };
  'ledger.TransferReversed': TransferFacts & { reversesId: string };
  'ledger.LoyaltyUnitsAdjusted': TransferFacts & { delta: number };
}

/** A ledger event as the log holds it, typed by its stored type. */
export type LedgerEvent = {
  [T in LedgerEventType]: { type: T; payload: LedgerPayloads[T] };
}[LedgerEventType];

const LEDGER_TYPES: ReadonlySet<string> = new Set(Object.values(LedgerEventType));

export function isLedgerEvent(event: { type: string }): event is LedgerEvent {
  return LEDGER_TYPES.has(event.type);
}
