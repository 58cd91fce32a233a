import { Command } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';

/** Saves a card (its gateway token) to the member's payment methods. */
export class AddPaymentMethodCommand extends Command<PaymentMethodView> {
  constructor(
    readonly memberId: string,
    readonly email: string,
    readonly token: string,
  ) {
    super();
  }
}
