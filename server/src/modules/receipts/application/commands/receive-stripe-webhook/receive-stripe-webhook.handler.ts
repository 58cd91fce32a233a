import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badRequest } from '../../../../../platform';
import { CardReconciler } from '../../payments/card-reconciler';
import {
  BadWebhookSignature,
  PaymentGateway,
  type WebhookEvent,
} from '../../payments/gateway/payment-gateway';
import { ReceiveStripeWebhookCommand } from './receive-stripe-webhook.command';

@CommandHandler(ReceiveStripeWebhookCommand)
export class ReceiveStripeWebhookHandler implements ICommandHandler<ReceiveStripeWebhookCommand> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly reconciler: CardReconciler,
  ) {}

  async execute({ rawBody, signature }: ReceiveStripeWebhookCommand) {
    let event: WebhookEvent;
    try {
      if (!rawBody) throw new BadWebhookSignature('no body');
      event = this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof BadWebhookSignature)
        throw badRequest('The webhook signature is not valid.', 'PAYMENT.WEBHOOK_SIGNATURE');
      throw error;
    }
    const { duplicate } = await this.reconciler.receive(event);
    return { received: true as const, id: event.id, type: event.type, duplicate };
  }
}
