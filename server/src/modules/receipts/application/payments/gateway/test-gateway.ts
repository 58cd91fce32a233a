import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { TEST_CARD_DECLINED, type CardBrand, type CardToken } from '@app/libs';
import { cardBrand, cardExpired, luhnValid } from '../../../domain/card';
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

export const TestGatewayText = {
  declined: 'Your card was declined.',
  numberInvalid: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is invalid.",
  tokenInvalid: 'The card token is invalid. Please enter the card again.',
} as const;

interface TokenBody {
  b: CardBrand;
  l: string;
  m: number;
  y: number;
  /** Declines every charge (the well-known declined number). */
  d: boolean;
}

const PREFIX = 'tgw_';

/** A charge the test gateway made, as it keeps it. */
export interface TestCharge {
  idempotencyKey: string;
  ref: string;
  amountCents: number;
  ok: boolean;
  message: string | null;
  card: CardDetails;
}

/**
 * Where the test gateway keeps its charges, written before it answers: like Stripe's, they outlive
 * a crash of the server that asked for them, and the same key answers the first charge again.
 */
export abstract class TestGatewayCharges {
  /** Keeps `charge` unless a charge of its key is kept already; answers the kept one. */
  abstract keep(charge: TestCharge): Promise<TestCharge>;
  abstract find(idempotencyKey: string): Promise<TestCharge | null>;
  abstract refund(ref: string): Promise<void>;
}

/**
 * The built-in gateway (the default): no network, its charges kept in its own table. `tokenize` plays Stripe.js and turns a card number
 * into a signed token that carries only brand, last four, expiry and whether the card is the
 * well-known declined one; charges of such a token succeed or are declined accordingly. Tokens are
 * stateless, so any number of API processes agree on one.
 */
export class TestGateway extends PaymentGateway {
  readonly name = 'test' as const;

  /**
   * `keys[0]` signs new card tokens; the rest (the retired session secrets during a rotation, ADR
   * 0049) still read the tokens they signed, which saved cards keep.
   */
  constructor(
    private readonly keys: readonly [KeyObject, ...KeyObject[]],
    private readonly charges: TestGatewayCharges,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  publishableKey(): null {
    return null;
  }

  /** The card's problem in the words Stripe uses, or the token. Throws CardRefused. */
  tokenize(card: { number: string; exp_month: number; exp_year: number; cvc: string }): CardToken {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!luhnValid(digits)) throw new CardRefused(TestGatewayText.numberInvalid);
    if (cardExpired(card.exp_month, card.exp_year, this.now()))
      throw new CardRefused(TestGatewayText.expired);
    const brand = cardBrand(digits);
    if (!/^\d{3,4}$/.test(card.cvc) || (brand === 'American Express') !== (card.cvc.length === 4))
      throw new CardRefused(TestGatewayText.cvcInvalid);
    const body: TokenBody = {
      b: brand,
      l: digits.slice(-4),
      m: card.exp_month,
      y: card.exp_year,
      d: digits === TEST_CARD_DECLINED,
    };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return {
      token: `${PREFIX}${payload}.${this.sign(payload)}`,
      brand,
      last4: body.l,
      exp_month: body.m,
      exp_year: body.y,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const token = request.token ?? request.saved?.ref;
    const body = token ? this.read(token) : null;
    if (!body) throw new CardRefused(TestGatewayText.tokenInvalid);
    const ref = `tgw_ch_${createHmac('sha256', this.keys[0]).update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const refusal = this.refusalOf(body);
    const kept = await this.charges.keep({
      idempotencyKey: request.idempotencyKey,
      ref,
      amountCents: request.amountCents,
      ok: !refusal,
      message: refusal,
      card: details(body),
    });
    return kept.ok
      ? { ok: true, ref: kept.ref, card: kept.card }
      : { ok: false, ref: kept.ref, message: kept.message ?? TestGatewayText.declined };
  }

  async findCharge(query: { idempotencyKey: string }): Promise<ChargeLookup> {
    const kept = await this.charges.find(query.idempotencyKey);
    if (!kept) return { status: 'none' };
    if (!kept.ok)
      return { status: 'declined', ref: kept.ref, message: kept.message ?? TestGatewayText.declined };
    return { status: 'succeeded', ref: kept.ref, card: kept.card, amountCents: kept.amountCents };
  }

  async refund(request: RefundRequest): Promise<void> {
    // No money moved; the charge is marked given back, as Stripe would show it.
    await this.charges.refund(request.ref);
  }

  async saveCard(request: { token: string; customerRef: string | null }) {
    const body = this.read(request.token);
    if (!body) throw new CardRefused(TestGatewayText.tokenInvalid);
    // The check a charge makes, as Stripe's SetupIntent does: a card it would decline is not kept.
    const refusal = this.refusalOf(body);
    if (refusal) throw new CardDeclined(refusal);
    const card: SavedCard = { ...details(body), ref: request.token };
    return { card, customerRef: request.customerRef };
  }

  async forgetCard(): Promise<void> {
    // Nothing is kept on the test gateway's side.
  }

  verifyWebhook(): WebhookEvent {
    // The test gateway sends no webhooks; a call claiming to be one is not genuine.
    throw new BadWebhookSignature('the test gateway sends no webhooks');
  }

  /** Why the card would be declined now, or null. */
  private refusalOf(body: TokenBody): string | null {
    if (body.d) return TestGatewayText.declined;
    if (cardExpired(body.m, body.y, this.now())) return TestGatewayText.expired;
    return null;
  }

  private sign(payload: string, key = this.keys[0]): string {
    return createHmac('sha256', key).update(`test-gateway:${payload}`).digest('base64url');
  }

  private read(token: string): TokenBody | null {
    if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > 1000) return null;
    const [payload, signature] = token.slice(PREFIX.length).split('.');
    if (!payload || !signature) return null;
    const given = Buffer.from(signature);
    const signedBy = (key: KeyObject) => {
      const expected = Buffer.from(this.sign(payload, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    };
    if (!this.keys.some(signedBy)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
    } catch {
      return null;
    }
  }
}

const details = (body: TokenBody): CardDetails => ({
  brand: body.b,
  last4: body.l,
  expMonth: body.m,
  expYear: body.y,
});
