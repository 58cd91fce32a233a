import { Command } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';

/** Removes a saved card (at the gateway too); another becomes preferred. Answers the member's cards. */
export class DeletePaymentMethodCommand extends Command<PaymentMethodView[]> {
  constructor(
    readonly memberId: string,
    /** As sent: an id that names none of the member's cards is 404 PAYMENT.METHOD_NOT_FOUND. */
    readonly methodId: unknown,
  ) {
    super();
  }
}
