import { Query } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';

/** The member's saved cards, preferred first. */
export class ListPaymentMethodsQuery extends Query<PaymentMethodView[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
