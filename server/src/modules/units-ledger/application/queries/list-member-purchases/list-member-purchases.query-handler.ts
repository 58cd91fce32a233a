import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { hasAgreement, type TransactionView } from '@app/libs';
import { TransactionViews } from '../../transaction-views';
import { ListMemberPurchasesQuery } from './list-member-purchases.query';

/** As many of the member's rows as their own /transactions shows, so both list the same purchases. */
const MEMBER_ROWS = 500;

@QueryHandler(ListMemberPurchasesQuery)
export class ListMemberPurchasesHandler implements IQueryHandler<ListMemberPurchasesQuery> {
  constructor(private readonly views: TransactionViews) {}

  async execute({ memberId }: ListMemberPurchasesQuery): Promise<TransactionView[]> {
    const rows = await this.views.list({ memberIds: [memberId], limit: MEMBER_ROWS });
    return rows.filter(hasAgreement);
  }
}
