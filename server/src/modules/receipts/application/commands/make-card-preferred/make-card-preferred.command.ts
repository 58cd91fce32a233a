import { Command } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';

/** The card charged first on /pay-now from now on. Answers the member's cards. */
export class MakeCardPreferredCommand extends Command<PaymentMethodView[]> {
  constructor(
    readonly memberId: string,
    /** As sent: an id that names none of the member's cards is 404 PAYMENT.METHOD_NOT_FOUND. */
    readonly methodId: unknown,
  ) {
    super();
  }
}
