import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminReceiptsPage } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { listPage, MemberSearch, windowOf } from '../../payment-lists';
import { ReceiptReads } from '../../receipt-reads';
import { ListReceiptsQuery } from './list-receipts.query';

@QueryHandler(ListReceiptsQuery)
export class ListReceiptsHandler implements IQueryHandler<ListReceiptsQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
    private readonly members: MemberSearch,
  ) {}

  async execute({ request }: ListReceiptsQuery): Promise<AdminReceiptsPage> {
    const memberIds = await this.members.memberIds(request.search);
    const { rows, total } = await this.receipts.sentPage(windowOf(request, memberIds));
    return listPage(await this.reads.adminViews(rows), total, request);
  }
}
