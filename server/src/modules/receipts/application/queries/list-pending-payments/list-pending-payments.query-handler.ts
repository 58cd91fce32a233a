import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AwaitingUsersPage } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { listPage, MemberSearch, windowOf } from '../../payment-lists';
import { ReceiptReads } from '../../receipt-reads';
import { ListPendingPaymentsQuery } from './list-pending-payments.query';

@QueryHandler(ListPendingPaymentsQuery)
export class ListPendingPaymentsHandler implements IQueryHandler<ListPendingPaymentsQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
    private readonly members: MemberSearch,
  ) {}

  async execute({ request }: ListPendingPaymentsQuery): Promise<AwaitingUsersPage> {
    const memberIds = await this.members.memberIds(request.search);
    const { rows, total } = await this.receipts.pendingPaymentsPage(windowOf(request, memberIds));
    return listPage(await this.reads.awaiting(rows), total, request);
  }
}
