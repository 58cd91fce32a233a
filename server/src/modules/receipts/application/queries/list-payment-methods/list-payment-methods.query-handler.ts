import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';
import { PaymentMethods } from '../../payments/payment-methods';
import { ListPaymentMethodsQuery } from './list-payment-methods.query';

@QueryHandler(ListPaymentMethodsQuery)
export class ListPaymentMethodsHandler implements IQueryHandler<ListPaymentMethodsQuery> {
  constructor(private readonly methods: PaymentMethods) {}

  execute({ memberId }: ListPaymentMethodsQuery): Promise<PaymentMethodView[]> {
    return this.methods.list(memberId);
  }
}
