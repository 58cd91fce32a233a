import { Query } from '@nestjs/cqrs';
import type { PendingPaymentView } from '@app/libs';

/** What /pay-now-pending-payment shows: what is owed, how to pay it, the receipt so far. */
export class GetPendingPaymentQuery extends Query<PendingPaymentView> {
  constructor(readonly memberId: string) {
    super();
  }
}
