import type { CardToken } from '@app/libs';
import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CardRefused, PaymentGateway } from '../../payments/gateway/payment-gateway';
import { TestGateway } from '../../payments/gateway/test-gateway';
import { PaymentErrors } from '../../payments/payment-errors';
import { CreateTestCardTokenCommand } from './create-test-card-token.command';

@CommandHandler(CreateTestCardTokenCommand)
export class CreateTestCardTokenHandler implements ICommandHandler<CreateTestCardTokenCommand> {
  constructor(private readonly gateway: PaymentGateway) {}

  async execute(cmd: CreateTestCardTokenCommand): Promise<CardToken> {
    // Only the test gateway has this call; with Stripe the browser talks to Stripe.
    if (!(this.gateway instanceof TestGateway)) throw new NotFoundException();
    try {
      return this.gateway.tokenize({
        number: cmd.number,
        exp_month: cmd.expMonth,
        exp_year: cmd.expYear,
        cvc: cmd.cvc,
      });
    } catch (error) {
      if (error instanceof CardRefused) throw PaymentErrors.cardInvalid('number', error.message);
      throw error;
    }
  }
}
