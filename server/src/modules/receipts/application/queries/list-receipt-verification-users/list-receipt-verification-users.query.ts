import { Query } from '@nestjs/cqrs';
import type { AwaitingUsersPage } from '@app/libs';
import type { PaymentListRequest } from '../../payment-lists';

/** A page of the members whose activation or pay-later receipt awaits verification, searched by member. */
export class ListReceiptVerificationUsersQuery extends Query<AwaitingUsersPage> {
  constructor(readonly request: PaymentListRequest) {
    super();
  }
}
