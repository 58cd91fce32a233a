import { DomainEvent } from '../../../platform/events/domain-event';

export interface TransferFacts {
  transferId: string;
  no: string;
  memberId: string | null;
  units: number;
  unitValueCents: number;
  kind: string;
  narration: string;
  /** Only on a transfer whose command asked for the lending agreement: where to send it. */
  agreementTo?: string;
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

abstract class TransferEvent<P extends object = TransferFacts> extends DomainEvent<P> {
  get aggregateType() {
    return TRANSFER_AGGREGATE;
  }
}

export class UnitsTransferred extends TransferEvent {
  get type() {
    return LedgerEventType.transferred;
  }
}
export class TransferPending extends TransferEvent {
  get type() {
    return LedgerEventType.pending;
  }
}
export class TransferPosted extends TransferEvent<TransferFacts & { pendingId: string }> {
  get type() {
    return LedgerEventType.posted;
  }
}
export class TransferVoided extends TransferEvent<TransferFacts & { pendingId: string }> {
  get type() {
    return LedgerEventType.voided;
  }
}
export class TransferReversed extends TransferEvent<TransferFacts & { reversesId: string }> {
  get type() {
    return LedgerEventType.reversed;
  }
}
export class LoyaltyUnitsAdjusted extends TransferEvent<TransferFacts & { delta: number }> {
  get type() {
    return LedgerEventType.loyaltyAdjusted;
  }
}
