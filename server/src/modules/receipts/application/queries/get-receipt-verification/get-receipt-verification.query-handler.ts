import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptErrors } from '../../errors';
import { ReceiptReads } from '../../receipt-reads';
import { GetReceiptVerificationQuery } from './get-receipt-verification.query';

@QueryHandler(GetReceiptVerificationQuery)
export class GetReceiptVerificationHandler implements IQueryHandler<GetReceiptVerificationQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly reads: ReceiptReads,
  ) {}

  async execute({ memberId }: GetReceiptVerificationQuery): Promise<AwaitingUser> {
    const row = await this.receipts.activationOf(memberId);
    if (!row) throw ReceiptErrors.noActivation();
    const [user] = await this.reads.awaiting([row]);
    if (!user) throw ReceiptErrors.memberNotFound();
    return user;
  }
}
