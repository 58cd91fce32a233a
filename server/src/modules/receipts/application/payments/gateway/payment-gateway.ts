import type { CardBrand, GatewayName } from '@app/libs';

export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card the gateway keeps for the member: `ref` charges it again (never a card number). */
export interface SavedCard extends CardDetails {
  ref: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** A one-time token (Stripe PaymentMethod id, or the test gateway's token)... */
  token?: string;
  /** ...or a saved card, with the gateway's customer it belongs to. */
  saved?: { ref: string; customerRef: string | null };
  /** The gateway's own idempotency key: the same submission charges once. */
  idempotencyKey: string;
  description: string;
  memberId: string;
  /** The member's Idempotency-Key of the submission, kept with the charge (Stripe: its metadata). */
  paymentKey: string;
}

export interface RefundRequest {
  /** The charge's `ref` from its ChargeOutcome. */
  ref: string;
  amountCents: number;
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { ok: true; ref: string; card: CardDetails }
  /** Declined: the gateway's message, shown to the member as it is. */
  | { ok: false; ref: string | null; message: string };

/**
 * What the gateway knows of the charge made under an idempotency key (ADR 0030): made and
 * succeeded, declined, not made at all, or not final yet.
 */
export type ChargeLookup =
  | { status: 'succeeded'; ref: string; card: CardDetails; amountCents: number }
  | { status: 'declined'; ref: string | null; message: string }
  | { status: 'none' }
  | { status: 'pending'; ref: string };

export interface WebhookEvent {
  id: string;
  type: string;
  /** The PaymentIntent (or other object) the event is about. */
  objectId: string | null;
  /** The member and Idempotency-Key the charge was made for (a PaymentIntent's metadata). */
  charge: { memberId: string; paymentKey: string } | null;
}

/** The token or card could not be used: a client mistake (422), with the gateway's words. */
export class CardRefused extends Error {}
/** The gateway checked the card and refused it (a decline when saving): its words, 402. */
export class CardDeclined extends Error {}
/** A webhook whose signature does not verify. */
export class BadWebhookSignature extends Error {}

/**
 * Port: charges cards and keeps them, whichever gateway is configured (ADR 0022). The server never
 * sees a card number with Stripe; the test gateway sees one only to make its token, and keeps brand,
 * last four and expiry.
 */
export abstract class PaymentGateway {
  abstract readonly name: GatewayName;
  abstract publishableKey(): string | null;
  abstract charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The charge made under `idempotencyKey` (its `ref` when known), as the gateway recorded it: how a
   * charge whose answer was lost is found again (ADR 0030).
   */
  abstract findCharge(query: { idempotencyKey: string; ref: string | null }): Promise<ChargeLookup>;
  /** Gives a successful charge back in full (the same key refunds once). */
  abstract refund(request: RefundRequest): Promise<void>;
  /**
   * Keeps the card of `token` for the member (creating the gateway's customer when `customerRef` is
   * null), once the gateway has checked it as it would for a charge: a card it would decline is not
   * kept (CardDeclined with its words).
   */
  abstract saveCard(request: {
    token: string;
    customerRef: string | null;
    memberId: string;
    email: string;
  }): Promise<{ card: SavedCard; customerRef: string | null }>;
  abstract forgetCard(ref: string): Promise<void>;
  /** Checks a webhook call's signature over its exact bytes; throws BadWebhookSignature. */
  abstract verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
