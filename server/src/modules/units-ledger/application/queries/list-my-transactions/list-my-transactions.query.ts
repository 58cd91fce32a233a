import { Query } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';

/** A member's own transactions, newest first (the spec's user/my-transactions). */
export class ListMyTransactionsQuery extends Query<TransactionView[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
