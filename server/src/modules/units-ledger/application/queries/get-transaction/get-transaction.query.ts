import { Query } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';

/** One transaction as the list shows it; 404 LEDGER.TRANSFER_NOT_FOUND when there is none. */
export class GetTransactionQuery extends Query<TransactionView> {
  constructor(readonly id: string) {
    super();
  }
}
