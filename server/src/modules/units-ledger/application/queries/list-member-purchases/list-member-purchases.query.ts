import { Query } from '@nestjs/cqrs';
import type { TransactionView } from '@app/libs';

/** A member's purchases that have a lending agreement, newest first (the admin user view). */
export class ListMemberPurchasesQuery extends Query<TransactionView[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
