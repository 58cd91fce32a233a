import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptReads } from '../../receipt-reads';
import { ListReceiptsQuery } from './list-receipts.query';

@QueryHandler(ListReceiptsQuery)
export class ListReceiptsHandler implements IQueryHandler<ListReceiptsQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
  ) {}

  async execute(): Promise<AdminReceiptView[]> {
    return this.reads.adminViews(await this.receipts.all());
  }
}
