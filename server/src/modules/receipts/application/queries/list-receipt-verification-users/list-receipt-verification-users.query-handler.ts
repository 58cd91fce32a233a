import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AwaitingUsersPage } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { listPage, MemberSearch, windowOf } from '../../payment-lists';
import { ReceiptReads } from '../../receipt-reads';
import { ListReceiptVerificationUsersQuery } from './list-receipt-verification-users.query';

@QueryHandler(ListReceiptVerificationUsersQuery)
export class ListReceiptVerificationUsersHandler implements IQueryHandler<ListReceiptVerificationUsersQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
    private readonly members: MemberSearch,
  ) {}

  async execute({ request }: ListReceiptVerificationUsersQuery): Promise<AwaitingUsersPage> {
    const memberIds = await this.members.memberIds(request.search);
    const { rows, total } = await this.receipts.awaitingVerificationPage(windowOf(request, memberIds));
    return listPage(await this.reads.awaiting(rows), total, request);
  }
}
