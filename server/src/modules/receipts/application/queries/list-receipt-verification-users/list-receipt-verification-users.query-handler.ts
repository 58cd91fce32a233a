import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptReads } from '../../receipt-reads';
import { ListReceiptVerificationUsersQuery } from './list-receipt-verification-users.query';

@QueryHandler(ListReceiptVerificationUsersQuery)
export class ListReceiptVerificationUsersHandler implements IQueryHandler<ListReceiptVerificationUsersQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
  ) {}

  async execute(): Promise<AwaitingUser[]> {
    return this.reads.awaiting(await this.receipts.awaitingVerification());
  }
}
