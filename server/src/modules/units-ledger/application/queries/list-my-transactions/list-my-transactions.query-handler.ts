import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import { TransactionViews } from '../../transaction-views';
import { ListMyTransactionsQuery } from './list-my-transactions.query';

const MY_TRANSACTIONS_LIMIT = 500;

@QueryHandler(ListMyTransactionsQuery)
export class ListMyTransactionsHandler implements IQueryHandler<ListMyTransactionsQuery> {
  constructor(private readonly views: TransactionViews) {}

  execute({ member }: ListMyTransactionsQuery): Promise<TransactionView[]> {
    return this.views.ofMember(member, MY_TRANSACTIONS_LIMIT);
  }
}
