import { Query } from '@nestjs/cqrs';
import type { AwaitingUsersPage } from '@app/libs';
import type { PaymentListRequest } from '../../payment-lists';

/** A page of the members who chose Pay Later and have not been decided on, searched by member. */
export class ListPendingPaymentsQuery extends Query<AwaitingUsersPage> {
  constructor(readonly request: PaymentListRequest) {
    super();
  }
}
