import { DomainEvent } from '../../../platform/events/domain-event';

export interface TransferFacts {
  transferId: string;
  no: string;
  memberId: string | null;
  units: number;
  unitValueCents: number;
  kind: string;
  narration: string;
}

abstract class TransferEvent<P extends object = TransferFacts> extends DomainEvent<P> {
  get aggregateType() {
    return 'Transfer';
  }
}

export class UnitsTransferred extends TransferEvent {
  get type() {
    return 'ledger.UnitsTransferred';
  }
}
export class TransferPending extends TransferEvent {
  get type() {
    return 'ledger.TransferPending';
  }
}
export class TransferPosted extends TransferEvent<TransferFacts & { pendingId: string }> {
  get type() {
    return 'ledger.TransferPosted';
  }
}
export class TransferVoided extends TransferEvent<TransferFacts & { pendingId: string }> {
  get type() {
    return 'ledger.TransferVoided';
  }
}
export class TransferReversed extends TransferEvent<TransferFacts & { reversesId: string }> {
  get type() {
    return 'ledger.TransferReversed';
  }
}
export class LoyaltyUnitsAdjusted extends TransferEvent<TransferFacts & { delta: number }> {
  get type() {
    return 'ledger.LoyaltyUnitsAdjusted';
  }
}
