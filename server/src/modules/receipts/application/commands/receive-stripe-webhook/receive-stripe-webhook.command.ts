import { Command } from '@nestjs/cqrs';

/** A call of Stripe's: believed only when correctly signed; acknowledged, not acted on (ADR 0022). */
export class ReceiveStripeWebhookCommand extends Command<{ received: true; id: string; type: string }> {
  constructor(
    readonly rawBody: Buffer | null,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
