import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LoanRequestsPage } from '@app/libs';
import { LoanRequests } from '../../payments/loan-requests';
import { ListLoanRequestsQuery } from './list-loan-requests.query';

@QueryHandler(ListLoanRequestsQuery)
export class ListLoanRequestsHandler implements IQueryHandler<ListLoanRequestsQuery> {
  constructor(private readonly loans: LoanRequests) {}

  execute({ request }: ListLoanRequestsQuery): Promise<LoanRequestsPage> {
    return this.loans.page(request);
  }
}
