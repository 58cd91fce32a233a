import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import { TransactionViews } from '../../transaction-views';
import { GetTransactionQuery } from './get-transaction.query';

@QueryHandler(GetTransactionQuery)
export class GetTransactionHandler implements IQueryHandler<GetTransactionQuery> {
  constructor(private readonly views: TransactionViews) {}

  execute({ id }: GetTransactionQuery): Promise<TransactionView> {
    return this.views.byId(id);
  }
}
