import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { KeepRawBody, Public, badRequest, rawBodyOf } from '../../../../platform';
import { BadWebhookSignature, PaymentGateway } from '../../application/payments/gateway/payment-gateway';

/**
 * Stripe's calls: only a correctly signed body is believed (400 PAYMENT.WEBHOOK_SIGNATURE). Card
 * payments are confirmed synchronously, so an event is acknowledged and logged, not acted on.
 */
@Controller()
export class StripeWebhookController {
  constructor(private readonly gateway: PaymentGateway) {}

  @Public()
  @Post('payment/stripe/webhook')
  @HttpCode(200)
  @KeepRawBody()
  @ApiExcludeEndpoint()
  receive(@Req() req: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    const raw = rawBodyOf(req);
    try {
      if (!raw) throw new BadWebhookSignature('no body');
      const event = this.gateway.verifyWebhook(raw, signature);
      return { data: { received: true, id: event.id, type: event.type } };
    } catch (error) {
      if (error instanceof BadWebhookSignature)
        throw badRequest('The webhook signature is not valid.', 'PAYMENT.WEBHOOK_SIGNATURE');
      throw error;
    }
  }
}
