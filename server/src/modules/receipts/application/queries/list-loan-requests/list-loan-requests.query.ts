import { Query } from '@nestjs/cqrs';
import type { LoanRequestsPage } from '@app/libs';

/** A page of loan requests for the back-office, searched by member or amount. */
export class ListLoanRequestsQuery extends Query<LoanRequestsPage> {
  constructor(
    readonly search: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
