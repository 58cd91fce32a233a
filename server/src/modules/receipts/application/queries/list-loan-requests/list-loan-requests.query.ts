import { Query } from '@nestjs/cqrs';
import type { LoanRequestsPage } from '@app/libs';
import type { PaymentListRequest } from '../../payment-lists';

/** A page of loan requests for the back-office, searched by member or amount. */
export class ListLoanRequestsQuery extends Query<LoanRequestsPage> {
  constructor(readonly request: PaymentListRequest) {
    super();
  }
}
