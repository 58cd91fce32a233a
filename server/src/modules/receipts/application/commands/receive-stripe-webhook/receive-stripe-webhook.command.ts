import { Command } from '@nestjs/cqrs';

/**
 * A call of Stripe's: believed only when correctly signed; a succeeded charge is reconciled against
 * the recorded card payments, each event id once (ADR 0030).
 */
export class ReceiveStripeWebhookCommand extends Command<{
  received: true;
  id: string;
  type: string;
  duplicate: boolean;
}> {
  constructor(
    readonly rawBody: Buffer | null,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
