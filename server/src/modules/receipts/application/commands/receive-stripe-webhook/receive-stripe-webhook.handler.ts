import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badRequest } from '../../../../../platform';
import { BadWebhookSignature, PaymentGateway } from '../../payments/gateway/payment-gateway';
import { ReceiveStripeWebhookCommand } from './receive-stripe-webhook.command';

@CommandHandler(ReceiveStripeWebhookCommand)
export class ReceiveStripeWebhookHandler implements ICommandHandler<ReceiveStripeWebhookCommand> {
  constructor(private readonly gateway: PaymentGateway) {}

  async execute({ rawBody, signature }: ReceiveStripeWebhookCommand) {
    try {
      if (!rawBody) throw new BadWebhookSignature('no body');
      const event = this.gateway.verifyWebhook(rawBody, signature);
      return { received: true as const, id: event.id, type: event.type };
    } catch (error) {
      if (error instanceof BadWebhookSignature)
        throw badRequest('The webhook signature is not valid.', 'PAYMENT.WEBHOOK_SIGNATURE');
      throw error;
    }
  }
}
