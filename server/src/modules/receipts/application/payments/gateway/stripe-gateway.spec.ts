import Stripe from 'stripe';
import {
  startFakeStripeApi,
  type RunningFakeStripeApi,
} from '../../../../../../test/support/fake-stripe-api';
import { BadWebhookSignature, CardDeclined, CardRefused } from './payment-gateway';
import { StripeGateway } from './stripe-gateway';

describe('the Stripe adapter, against simulated Stripe answers', () => {
  let api: RunningFakeStripeApi;
  let seen: RunningFakeStripeApi['seen'];
  let gateway: StripeGateway;
  const webhookSecret = 'whsec_test_secret_123';

  beforeAll(async () => {
    api = await startFakeStripeApi();
    seen = api.seen;
    gateway = new StripeGateway({
      secretKey: 'sk_test_123456',
      publishableKey: 'pk_test_123456',
      webhookSecret,
      apiUrl: api.url,
    });
  });
  afterAll(() => api.close());
  beforeEach(() => (seen.length = 0));

  const charge = (token: string, idempotencyKey = 'pay:m1:k1') =>
    gateway.charge({
      amountCents: 100_000,
      currency: 'usd',
      token,
      idempotencyKey,
      description: '2 units',
      memberId: 'm1',
      paymentKey: idempotencyKey.split(':')[2] ?? idempotencyKey,
    });

  it('confirms a PaymentIntent with the idempotency key and reads the card', async () => {
    const outcome = await charge('pm_card_visa');
    expect(outcome).toEqual({
      ok: true,
      ref: expect.stringMatching(/^pi_\w+$/),
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].body.get('metadata[member_id]')).toBe('m1');
    expect(seen[0].body.get('metadata[payment_key]')).toBe('k1');
    expect(seen[0].body.get('metadata[charge_key]')).toBe('pay:m1:k1');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'pay:m1:k1',
    });
    expect(seen[0].authorization).toBe('Bearer sk_test_123456');
    expect(seen[0].body.get('amount')).toBe('100000');
    expect(seen[0].body.get('currency')).toBe('usd');
    expect(seen[0].body.get('confirm')).toBe('true');
    expect(seen[0].body.get('payment_method')).toBe('pm_card_visa');
  });

  it('finds a charge again: by its id, or by the key it was made with (search on its metadata)', async () => {
    const made = await charge('pm_card_visa', 'pay:m1:lost');
    if (!made.ok) throw new Error('the charge was declined');
    const succeeded = {
      status: 'succeeded',
      ref: made.ref,
      amountCents: 100_000,
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 },
    };
    seen.length = 0;
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m1:lost', ref: made.ref })).toEqual(succeeded);
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m1:lost', ref: null })).toEqual(succeeded);
    expect(seen.map((s) => `${s.method} ${s.path.split('?')[0]}`)).toEqual([
      `GET /v1/payment_intents/${made.ref}`,
      'GET /v1/payment_intents/search',
    ]);
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m1:never', ref: null })).toEqual({
      status: 'none',
    });
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m1:never', ref: 'pi_gone' })).toEqual({
      status: 'none',
    });
  });

  it("answers a declined card with Stripe's message, without retrying", async () => {
    const outcome = await charge('pm_card_chargeDeclined');
    expect(outcome).toEqual({ ok: false, ref: 'pi_declined', message: 'Your card was declined.' });
    expect(seen).toHaveLength(1);
  });

  it('turns an unknown PaymentMethod into a card refusal (a client mistake)', async () => {
    await expect(charge('pm_bogus')).rejects.toThrow(CardRefused);
  });

  it('refunds a charge in full, once per key', async () => {
    await gateway.refund({ ref: 'pi_ok', amountCents: 100_000, idempotencyKey: 'refund:m1:k1' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund:m1:k1' });
    expect(seen[0].body.get('payment_intent')).toBe('pi_ok');
    expect(seen[0].body.get('amount')).toBe('100000');
  });

  it('keeps a card: creates the customer once per member, checks the card with a SetupIntent that attaches it', async () => {
    const saved = await gateway.saveCard({
      token: 'pm_card_visa',
      customerRef: null,
      memberId: 'm1',
      email: 'a@b.c',
    });
    expect(saved).toEqual({
      customerRef: 'cus_1',
      card: { ref: 'pm_card_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    expect(seen.map((s) => s.path)).toEqual(['/v1/customers', '/v1/setup_intents']);
    expect(seen[0].idempotencyKey).toBe('customer:m1');
    expect(seen[1].body.get('customer')).toBe('cus_1');
    expect(seen[1].body.get('payment_method')).toBe('pm_card_visa');
    expect(seen[1].body.get('confirm')).toBe('true');
    expect(seen[1].body.get('usage')).toBe('off_session');
    expect(seen[1].idempotencyKey).toBe('setup:m1:pm_card_visa');
  });

  it("does not keep a card the SetupIntent declines: Stripe's words, nothing attached", async () => {
    const saving = gateway.saveCard({
      token: 'pm_card_chargeDeclined',
      customerRef: 'cus_1',
      memberId: 'm1',
      email: 'a@b.c',
    });
    await expect(saving).rejects.toThrow(new CardDeclined('Your card was declined.'));
    expect(seen.map((s) => s.path)).toEqual(['/v1/setup_intents']);
  });

  it('turns an unknown PaymentMethod at save into a card refusal (a client mistake)', async () => {
    await expect(
      gateway.saveCard({ token: 'pm_bogus', customerRef: 'cus_1', memberId: 'm1', email: 'a@b.c' }),
    ).rejects.toThrow(CardRefused);
  });

  it('accepts a correctly signed webhook and refuses a bad or missing signature', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_ok' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(gateway.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      objectId: 'pi_ok',
      charge: null,
    });
    const ofCharge = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_ok', metadata: { member_id: 'm1', payment_key: 'k1' } } },
    });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: ofCharge, secret: webhookSecret });
    expect(gateway.verifyWebhook(Buffer.from(ofCharge), signed).charge).toEqual({
      memberId: 'm1',
      paymentKey: 'k1',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => gateway.verifyWebhook(Buffer.from(payload), forged)).toThrow(BadWebhookSignature);
    expect(() => gateway.verifyWebhook(Buffer.from(`${payload} `), signature)).toThrow(BadWebhookSignature);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(BadWebhookSignature);
  });
});
