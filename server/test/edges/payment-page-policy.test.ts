import { startTestApp, TestApp } from '../support/test-app';
import { nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

const STRIPE = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_policy',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_policy',
  STRIPE_WEBHOOK_SECRET: 'whsec_policy',
};

/** The page's Content-Security-Policy as a map of directive to sources. */
async function pagePolicy(t: TestApp): Promise<Map<string, string[]>> {
  const reply = await t.client(nextIp()).get('/api/ready');
  const header = String(reply.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Stripe Elements needs Stripe's script, frames and API; nothing else may come from outside. */
describe("the page's security policy and the payment gateway", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lets Stripe.js, its frames and its API in when Stripe is the gateway', async () => {
    t = await startTestApp(STRIPE);
    const policy = await pagePolicy(t);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets nothing from outside in with the test gateway', async () => {
    t = await startTestApp();
    const policy = await pagePolicy(t);
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(policy.get(directive)).toEqual(["'self'"]);
  });

  it("plays media from the app or over https only: the admin's teaser video link (ADR 0039)", async () => {
    t = await startTestApp();
    expect((await pagePolicy(t)).get('media-src')).toEqual(["'self'", 'https:']);
  });
});
