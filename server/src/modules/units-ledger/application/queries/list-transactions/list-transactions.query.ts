import { Query } from '@nestjs/cqrs';
import type { TransactionsPage } from '@app/libs';

/** The back-office list: search by Trx#, member name/email or narration; keyset-paged on Trx#. */
export class ListTransactionsQuery extends Query<TransactionsPage> {
  constructor(
    readonly search: string,
    readonly perPage: number,
    readonly cursor?: string,
  ) {
    super();
  }
}
