import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptReads } from '../../receipt-reads';
import { ListPendingPaymentsQuery } from './list-pending-payments.query';

@QueryHandler(ListPendingPaymentsQuery)
export class ListPendingPaymentsHandler implements IQueryHandler<ListPendingPaymentsQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
  ) {}

  async execute(): Promise<AwaitingUser[]> {
    return this.reads.awaiting(await this.receipts.pendingPayments());
  }
}
