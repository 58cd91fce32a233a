import { DomainEvent } from '../../../platform/events/domain-event';
import { SEASON_AGGREGATE } from './season.events';

/** Stored in the event log: never renamed. The pools' own events (issue 20, ADR 0036). */
export const PoolEventType = {
  payoutSet: 'seasons.PayoutSet',
} as const;

/** An admin set (or changed) a season's payout; `previousCents` null when it had none. */
export class PayoutSet extends DomainEvent<{
  seasonNo: number;
  payoutCents: number;
  previousCents: number | null;
}> {
  get type() {
    return PoolEventType.payoutSet;
  }
  get aggregateType() {
    return SEASON_AGGREGATE;
  }
}
