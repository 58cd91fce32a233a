import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Stripe API received. */
export interface SeenStripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** The card every PaymentMethod of the fake reads as (Stripe's test Visa). */
export const FAKE_STRIPE_CARD = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };

/**
 * PaymentMethods the fake knows, named like Stripe's test PaymentMethods: any id charges, but
 * `pm_card_chargeDeclined` is declined and `pm_bogus` does not exist.
 */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';
export const UNKNOWN_PAYMENT_METHOD = 'pm_bogus';

/**
 * Stripe's API as a local HTTP server: the answers Stripe gives to the calls our adapter makes
 * (PaymentIntents and SetupIntents confirmed at once, refunds, customers, attaching PaymentMethods),
 * no network.
 * Every call is recorded in `seen`.
 */
export function fakeStripeApi(seen: SeenStripeCall[] = []): Server {
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
        if (method === DECLINED_PAYMENT_METHOD)
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
        if (method === UNKNOWN_PAYMENT_METHOD)
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${method}'` },
          });
        return send(200, {
          id: 'pi_ok',
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(body.get('amount')),
          payment_method: { id: method, object: 'payment_method', card: FAKE_STRIPE_CARD },
        });
      }
      if (req.url === '/v1/customers') return send(200, { id: 'cus_1', object: 'customer' });
      if (req.url === '/v1/setup_intents') {
        const method = body.get('payment_method');
        if (method === DECLINED_PAYMENT_METHOD)
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              setup_intent: {
                id: 'seti_declined',
                object: 'setup_intent',
                status: 'requires_payment_method',
              },
            },
          });
        if (method === UNKNOWN_PAYMENT_METHOD)
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${method}'` },
          });
        // Confirmed at once; with a customer, Stripe attaches the PaymentMethod to it.
        return send(200, {
          id: 'seti_ok',
          object: 'setup_intent',
          status: 'succeeded',
          usage: body.get('usage'),
          customer: body.get('customer'),
          payment_method: {
            id: method,
            object: 'payment_method',
            card: FAKE_STRIPE_CARD,
            customer: body.get('customer'),
          },
        });
      }
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
        return send(200, {
          id: attach[1],
          object: 'payment_method',
          card: FAKE_STRIPE_CARD,
          customer: body.get('customer'),
        });
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
}

export interface RunningFakeStripeApi {
  /** The origin to give as STRIPE_API_URL. */
  url: string;
  seen: SeenStripeCall[];
  close: () => Promise<void>;
}

/** The fake Stripe API listening on a free loopback port. */
export async function startFakeStripeApi(): Promise<RunningFakeStripeApi> {
  const seen: SeenStripeCall[] = [];
  const server = fakeStripeApi(seen);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
