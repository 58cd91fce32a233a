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
 * (PaymentIntents and SetupIntents confirmed at once, PaymentIntents kept per idempotency key and
 * retrieved or searched by metadata, refunds, customers, attaching PaymentMethods), no network.
 * Every call is recorded in `seen`.
 */
export function fakeStripeApi(
  seen: SeenStripeCall[] = [],
  intents = new Map<string, FakePaymentIntent>(),
): Server {
  // Stripe answers a repeated idempotency key with its first answer.
  const byKey = new Map<string, string>();
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
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        // Only the query our adapter makes: metadata['charge_key']:'<key>'.
        const wanted = /^metadata\['charge_key'\]:'(.*)'$/.exec(url.searchParams.get('query') ?? '')?.[1];
        const data = [...intents.values()].filter((intent) => intent.metadata.charge_key === wanted);
        return send(200, {
          object: 'search_result',
          data,
          has_more: false,
          url: '/v1/payment_intents/search',
        });
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: `No such payment_intent: '${retrieve[1]}'` },
          });
        return send(200, intent);
      }
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
        const key = req.headers['idempotency-key'] as string | undefined;
        const known = key ? byKey.get(key) : undefined;
        if (known) return send(200, intents.get(known));
        const intent: FakePaymentIntent = {
          id: `pi_ok_${intents.size + 1}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          metadata: metadataOf(body),
          payment_method: { id: method ?? '', object: 'payment_method', card: FAKE_STRIPE_CARD },
        };
        intents.set(intent.id, intent);
        if (key) byKey.set(key, intent.id);
        return send(200, intent);
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

/** A PaymentIntent the fake made (every one succeeded), as Stripe answers it. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  payment_method: { id: string; object: 'payment_method'; card: typeof FAKE_STRIPE_CARD };
}

/** `metadata[name]=value` fields of a form-encoded Stripe request. */
function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of body) {
    const field = /^metadata\[(.+)\]$/.exec(name);
    if (field) metadata[field[1]] = value;
  }
  return metadata;
}

export interface RunningFakeStripeApi {
  /** The origin to give as STRIPE_API_URL. */
  url: string;
  seen: SeenStripeCall[];
  /** The PaymentIntents made, by id (retrieved and searched as Stripe's). */
  intents: Map<string, FakePaymentIntent>;
  close: () => Promise<void>;
}

/** The fake Stripe API listening on a free loopback port. */
export async function startFakeStripeApi(): Promise<RunningFakeStripeApi> {
  const seen: SeenStripeCall[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const server = fakeStripeApi(seen, intents);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
