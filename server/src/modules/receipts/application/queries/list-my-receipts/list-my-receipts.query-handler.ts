import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { toReceiptView } from '../../receipt-views';
import { ListMyReceiptsQuery } from './list-my-receipts.query';

@QueryHandler(ListMyReceiptsQuery)
export class ListMyReceiptsHandler implements IQueryHandler<ListMyReceiptsQuery> {
  constructor(private readonly receipts: ReceiptsRepository) {}

  async execute({ memberId }: ListMyReceiptsQuery): Promise<ReceiptView[]> {
    return (await this.receipts.ofMember(memberId)).map(toReceiptView);
  }
}
