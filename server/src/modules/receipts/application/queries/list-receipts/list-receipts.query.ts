import { Query } from '@nestjs/cqrs';
import type { AdminReceiptsPage } from '@app/libs';
import type { PaymentListRequest } from '../../payment-lists';

/** A page of the receipts members sent, for the back-office's list, searched by member. */
export class ListReceiptsQuery extends Query<AdminReceiptsPage> {
  constructor(readonly request: PaymentListRequest) {
    super();
  }
}
