import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TransactionsPage } from '@app/libs';
import { UserDirectory } from '../../../../identity';
import type { TransactionFilter } from '../../../infrastructure/transactions.query';
import { TransactionViews } from '../../transaction-views';
import { ListTransactionsQuery } from './list-transactions.query';

/** Members a search may match, at most (a name shared by more is narrowed by typing more). */
const MEMBER_MATCHES = 100;

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(
    private readonly views: TransactionViews,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ search, perPage, cursor }: ListTransactionsQuery): Promise<TransactionsPage> {
    const { data, next_cursor } = await this.views.page(
      { ...(await this.filterOf(search.trim())), beforeSeq: cursor },
      perPage,
    );
    return { data, next_cursor, per_page: perPage };
  }

  private async filterOf(search: string): Promise<Omit<TransactionFilter, 'limit'>> {
    if (!search) return {};
    return {
      trxNo: /^#?\d{1,18}$/.test(search) ? search.replace('#', '') : undefined,
      memberIds: (await this.directory.search(search, MEMBER_MATCHES)).map((u) => u.id),
      narration: search.length >= 3 ? search : undefined,
    };
  }
}
