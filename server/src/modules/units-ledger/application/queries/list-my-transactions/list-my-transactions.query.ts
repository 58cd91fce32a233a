import { Query } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';
import type { TransactionMember } from '../../transaction-view';

/** A member's own transactions, newest first (the spec's user/my-transactions). */
export class ListMyTransactionsQuery extends Query<TransactionView[]> {
  constructor(readonly member: TransactionMember) {
    super();
  }
}
