import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PendingPaymentView } from '@app/libs';
import { PendingPayments } from '../../pending-payments';
import { GetPendingPaymentQuery } from './get-pending-payment.query';

@QueryHandler(GetPendingPaymentQuery)
export class GetPendingPaymentHandler implements IQueryHandler<GetPendingPaymentQuery> {
  constructor(private readonly pending: PendingPayments) {}

  execute({ memberId }: GetPendingPaymentQuery): Promise<PendingPaymentView> {
    return this.pending.of(memberId);
  }
}
