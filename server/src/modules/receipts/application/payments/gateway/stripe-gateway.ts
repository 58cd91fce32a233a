import Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand } from '@app/libs';
import {
  BadWebhookSignature,
  CardDeclined,
  CardRefused,
  PaymentGateway,
  type CardDetails,
  type ChargeLookup,
  type ChargeOutcome,
  type ChargeRequest,
  type RefundRequest,
  type SavedCard,
  type WebhookEvent,
} from './payment-gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API origin (stripe-mock, a test double); Stripe's own when unset. */
  apiUrl?: string;
}

const BRANDS: Record<string, CardBrand> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
};
const brandOf = (brand: string | undefined): CardBrand => {
  const known = BRANDS[brand ?? ''];
  return known && (CARD_BRANDS as readonly string[]).includes(known) ? known : 'Other';
};

type StripeCard =
  { brand?: string; last4?: string; exp_month?: number; exp_year?: number } | null | undefined;
const detailsOf = (card: StripeCard): CardDetails => ({
  brand: brandOf(card?.brand),
  last4: card?.last4 ?? '0000',
  expMonth: card?.exp_month ?? 1,
  expYear: card?.exp_year ?? 1970,
});

/** Stripe errors a member caused (a declined card, a bad token): told to them, never a 500. */
const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;
const isRequestError = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Stripe.errors.StripeInvalidRequestError;

/**
 * The official Stripe SDK behind the port. The browser makes a PaymentMethod with Stripe.js (the card
 * number goes to Stripe only); the server confirms a PaymentIntent with it under the submission's
 * idempotency key, so a resend is answered by Stripe with the first result instead of charging again.
 */
export class StripeGateway extends PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    httpClient?: Stripe.HttpClient,
  ) {
    super();
    const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
      ...(httpClient ? { httpClient } : {}),
    });
  }

  publishableKey(): string {
    return this.settings.publishableKey;
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const paymentMethod = request.token ?? request.saved?.ref;
    if (!paymentMethod) throw new CardRefused('No card was given.');
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: paymentMethod,
          ...(request.saved?.customerRef ? { customer: request.saved.customerRef } : {}),
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          // Who and which submission: how a charge whose answer was lost is found again (ADR 0030).
          metadata: {
            member_id: request.memberId,
            payment_key: request.paymentKey,
            charge_key: request.idempotencyKey,
          },
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded')
        return {
          ok: false,
          ref: intent.id,
          message:
            intent.last_payment_error?.message ??
            'Your card needs an extra confirmation that is not available here. Please use another card.',
        };
      const method = intent.payment_method;
      const card = typeof method === 'object' && method ? method.card : null;
      return { ok: true, ref: intent.id, card: detailsOf(card) };
    } catch (error) {
      if (isCardError(error))
        return { ok: false, ref: error.payment_intent?.id ?? null, message: error.message };
      if (isRequestError(error)) throw new CardRefused(error.message);
      throw error;
    }
  }

  /**
   * By its id when known, else by Stripe's search on the metadata the charge carries. The search
   * index trails by up to a minute: a charge made just before is found by its webhook instead.
   */
  async findCharge(query: { idempotencyKey: string; ref: string | null }): Promise<ChargeLookup> {
    let intent: Stripe.PaymentIntent | undefined;
    if (query.ref) {
      try {
        intent = await this.stripe.paymentIntents.retrieve(query.ref, { expand: ['payment_method'] });
      } catch (error) {
        if (!isRequestError(error)) throw error;
      }
    } else {
      const found = await this.stripe.paymentIntents.search({
        query: `metadata['charge_key']:'${query.idempotencyKey.replace(/'/g, "\\'")}'`,
        limit: 1,
        expand: ['data.payment_method'],
      });
      intent = found.data[0];
    }
    if (!intent) return { status: 'none' };
    if (intent.status === 'succeeded') {
      const method = intent.payment_method;
      const card = typeof method === 'object' && method ? method.card : null;
      return { status: 'succeeded', ref: intent.id, card: detailsOf(card), amountCents: intent.amount };
    }
    if (intent.status === 'processing' || intent.status === 'requires_capture')
      return { status: 'pending', ref: intent.id };
    return {
      status: 'declined',
      ref: intent.id,
      message: intent.last_payment_error?.message ?? 'The card payment was not completed.',
    };
  }

  async refund(request: RefundRequest): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: request.ref, amount: request.amountCents },
      { idempotencyKey: request.idempotencyKey },
    );
  }

  /**
   * A SetupIntent confirmed with the PaymentMethod for the member's customer (usage off_session):
   * Stripe checks the card with its bank as for a charge and, on success, attaches it to the
   * customer. A card it declines is not kept, and the member is told Stripe's words.
   */
  async saveCard(request: { token: string; customerRef: string | null; memberId: string; email: string }) {
    try {
      const customerRef =
        request.customerRef ??
        (
          await this.stripe.customers.create(
            { email: request.email, metadata: { member_id: request.memberId } },
            { idempotencyKey: `customer:${request.memberId}` },
          )
        ).id;
      const setup = await this.stripe.setupIntents.create(
        {
          customer: customerRef,
          payment_method: request.token,
          confirm: true,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { member_id: request.memberId },
          expand: ['payment_method'],
        },
        { idempotencyKey: `setup:${request.memberId}:${request.token}` },
      );
      if (setup.status !== 'succeeded')
        throw new CardDeclined(
          setup.last_setup_error?.message ??
            'Your card needs an extra confirmation that is not available here. Please use another card.',
        );
      const method = setup.payment_method;
      const details = typeof method === 'object' && method ? method.card : null;
      const card: SavedCard = { ...detailsOf(details), ref: request.token };
      return { card, customerRef };
    } catch (error) {
      if (isCardError(error)) throw new CardDeclined(error.message);
      if (isRequestError(error)) throw new CardRefused(error.message);
      throw error;
    }
  }

  async forgetCard(ref: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(ref);
    } catch (error) {
      // Already detached or gone at Stripe: the member's wish holds either way.
      if (!isRequestError(error)) throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent {
    if (!signature) throw new BadWebhookSignature('no Stripe-Signature header');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
      const object = (event.data?.object ?? null) as {
        id?: unknown;
        metadata?: { member_id?: unknown; payment_key?: unknown } | null;
      } | null;
      const memberId = object?.metadata?.member_id;
      const paymentKey = object?.metadata?.payment_key;
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object?.id === 'string' ? object.id : null,
        charge:
          typeof memberId === 'string' && typeof paymentKey === 'string' ? { memberId, paymentKey } : null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new BadWebhookSignature(error.message);
      throw new BadWebhookSignature(String(error));
    }
  }
}
