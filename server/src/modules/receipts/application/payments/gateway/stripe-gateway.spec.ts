import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { BadWebhookSignature, CardRefused } from './payment-gateway';
import { StripeGateway } from './stripe-gateway';

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };

/** Stripe's API as a local HTTP server: the answers Stripe gives, no network. */
function fakeStripe(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      seen.push({
        method: req.method!,
        path: req.url!,
        body,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/v1/payment_intents') {
        const method = body.get('payment_method');
        if (method === 'pm_card_chargeDeclined')
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: {
                id: 'pi_declined',
                object: 'payment_intent',
                status: 'requires_payment_method',
              },
            },
          });
        if (method === 'pm_bogus')
          return send(400, {
            error: { type: 'invalid_request_error', message: "No such PaymentMethod: 'pm_bogus'" },
          });
        return send(200, {
          id: 'pi_ok',
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(body.get('amount')),
          payment_method: { id: method, object: 'payment_method', card },
        });
      }
      if (req.url === '/v1/customers') return send(200, { id: 'cus_1', object: 'customer' });
      if (req.url === '/v1/refunds')
        return send(200, {
          id: 're_1',
          object: 'refund',
          status: 'succeeded',
          payment_intent: body.get('payment_intent'),
          amount: Number(body.get('amount')),
        });
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(req.url ?? '');
      if (attach)
        return send(200, { id: attach[1], object: 'payment_method', card, customer: body.get('customer') });
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
}

describe('the Stripe adapter, against simulated Stripe answers', () => {
  const seen: Seen[] = [];
  const server = fakeStripe(seen);
  let gateway: StripeGateway;
  const webhookSecret = 'whsec_test_secret_123';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gateway = new StripeGateway({
      secretKey: 'sk_test_123456',
      publishableKey: 'pk_test_123456',
      webhookSecret,
      apiUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (seen.length = 0));

  const charge = (token: string, idempotencyKey = 'pay:m1:k1') =>
    gateway.charge({
      amountCents: 100_000,
      currency: 'usd',
      token,
      idempotencyKey,
      description: '2 units',
      memberId: 'm1',
    });

  it('confirms a PaymentIntent with the idempotency key and reads the card', async () => {
    const outcome = await charge('pm_card_visa');
    expect(outcome).toEqual({
      ok: true,
      ref: 'pi_ok',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    expect(seen).toHaveLength(1);
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

  it('keeps a card: creates the customer once per member, attaches the PaymentMethod', async () => {
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
    expect(seen.map((s) => s.path)).toEqual(['/v1/customers', '/v1/payment_methods/pm_card_visa/attach']);
    expect(seen[0].idempotencyKey).toBe('customer:m1');
    expect(seen[1].body.get('customer')).toBe('cus_1');
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
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => gateway.verifyWebhook(Buffer.from(payload), forged)).toThrow(BadWebhookSignature);
    expect(() => gateway.verifyWebhook(Buffer.from(`${payload} `), signature)).toThrow(BadWebhookSignature);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(BadWebhookSignature);
  });
});
