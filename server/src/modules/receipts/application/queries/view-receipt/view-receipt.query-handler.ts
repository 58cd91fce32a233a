import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptErrors } from '../../errors';
import { ReceiptReads } from '../../receipt-reads';
import { ViewReceiptQuery } from './view-receipt.query';

@QueryHandler(ViewReceiptQuery)
export class ViewReceiptHandler implements IQueryHandler<ViewReceiptQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
  ) {}

  async execute({ receiptId }: ViewReceiptQuery): Promise<AdminReceiptView> {
    const row = await this.receipts.byId(receiptId);
    if (!row) throw ReceiptErrors.notFound();
    return this.reads.adminView(row);
  }
}
