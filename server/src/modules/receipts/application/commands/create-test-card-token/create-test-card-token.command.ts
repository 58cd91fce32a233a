import { Command } from '@nestjs/cqrs';
import type { CardToken } from '@app/libs';

/** The test gateway's stand-in for Stripe.js: a card in, a signed token out (nothing stored). */
export class CreateTestCardTokenCommand extends Command<CardToken> {
  constructor(
    readonly number: string,
    readonly expMonth: number,
    readonly expYear: number,
    readonly cvc: string,
  ) {
    super();
  }
}
