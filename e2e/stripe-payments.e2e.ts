/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startFakeStripeApi, type RunningFakeStripeApi } from '../server/test/support/fake-stripe-api';
import { registerMember } from '../server/test/support/journeys';
import { statistic, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { routeFakeStripeJs } from './support/fake-stripe-js';
import { serveApp, type ServedApp } from './support/served-app';

jest.setTimeout(240_000);

/** What the fake Stripe.js recorded in the page (see support/fake-stripe-js.ts); run in the page. */
const fakeStripe = () =>
  (window as unknown as { __fakeStripe: { publishableKey: string; paymentMethods: string[] } }).__fakeStripe;

const SECRET_KEY = 'sk_test_e2e_secret_key';
const PUBLISHABLE_KEY = 'pk_test_e2e_publishable_key';

/**
 * The Stripe adapter end to end (ADR 0027): the server charges through the official SDK against a
 * local fake of Stripe's API, and the browser's Stripe.js is a fake that makes PaymentMethods.
 */
describe('card payments through the Stripe adapter in the browser', () => {
  let stripe: RunningFakeStripeApi;
  let t: ServedApp;
  let browser: Browser;
  let ip = 0;

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await serveApp({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_webhook_secret',
      STRIPE_API_URL: stripe.url,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await stripe?.close();
  });

  /** A member who chose to pay now by card, signed in on /pay-now in a page that gets the fake Stripe.js. */
  async function cardMember(viewport = DESKTOP) {
    ip += 1;
    const registered = await registerMember(t, t.client(`10.20.0.${ip}`), {
      fname: 'Stella',
      lname: 'Stripe',
      pay_now: 'Yes',
      pay_type: 'Credit/Debit Card',
      units_purchase_intent: 2,
    });
    const { context, page } = await newPage(browser, viewport);
    const stripeJs = await routeFakeStripeJs(context);
    // Everything the page sends to our server, to show that no card number is among it.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(t.url)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill(registered.email);
    await page.getByLabel('Password', { exact: true }).fill(registered.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/pay-now');
    return { page, id: registered.user.id as string, stripeJs, sent };
  }

  const typeCard = async (page: Page, number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiration date MM / YY').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
  };
  const charges = () => stripe.seen.filter((call) => call.path === '/v1/payment_intents');

  it('a declined card shows Stripe’s message and changes nothing; a good card pays and the units show', async () => {
    const { page, id, stripeJs, sent } = await cardMember();
    await page.locator('.fake-stripe-card').waitFor();
    expect(stripeJs).toEqual(['https://js.stripe.com/v3']);
    expect((await page.evaluate(fakeStripe)).publishableKey).toBe(PUBLISHABLE_KEY);
    // Test-gateway fields are not shown: the card is typed into Stripe's element only.
    expect(await page.getByLabel('Expiry (MM/YY)').count()).toBe(0);

    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.getByRole('alert').getByText('Your card number is incomplete.').waitFor();
    expect(charges()).toHaveLength(0);

    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await shot(page, 'stripe-pay-now-declined');
    expect(charges()).toHaveLength(1);
    expect(charges()[0]!.body.get('payment_method')).toBe('pm_card_chargeDeclined');
    const [declined] = await t.dataSource.query(
      `SELECT status, decline_message FROM card_payments WHERE member_id = $1`,
      [id],
    );
    expect(declined).toEqual({ status: 'declined', decline_message: 'Your card was declined.' });
    expect(
      await t.dataSource.query(
        `SELECT 1 FROM member_payments WHERE member_id = $1 AND payment_status = 'Yes'`,
        [id],
      ),
    ).toEqual([]);

    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).dblclick();
    await toast(page, 'Payment successful');
    await page.waitForURL('**/home');
    await statistic(page, 'Balance (units)').getByText('2', { exact: true }).waitFor();
    await shot(page, 'stripe-paid-home');

    // One PaymentIntent for the good card, whatever the double click, confirmed with the secret key
    // and an idempotency key, for 2 units at $500.
    const paid = charges().filter((call) => call.body.get('payment_method') === 'pm_card_visa');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ authorization: `Bearer ${SECRET_KEY}` });
    expect(paid[0]!.idempotencyKey).toMatch(/\S+/);
    expect(paid[0]!.body.get('amount')).toBe('100000');
    expect(paid[0]!.body.get('confirm')).toBe('true');
    expect((await page.evaluate(fakeStripe)).paymentMethods).toContain('pm_card_visa');
    // The card number went to Stripe.js only.
    expect(sent.join('\n')).not.toMatch(/4242\s?4242|4000\s?0000\s?0000\s?0002/);
    await page.context().close();
  });

  it('on a phone: pays with a new card kept for later, which is then a saved card', async () => {
    const { page } = await cardMember(PHONE);
    await page.locator('.fake-stripe-card').waitFor();
    await shot(page, 'stripe-pay-now-phone');
    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
    const before = stripe.seen.length;
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.waitForURL('**/home');
    // Kept at Stripe first (a customer, the card checked by a SetupIntent that attaches it), then
    // charged as that customer's card.
    const calls = stripe.seen.slice(before);
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/customers',
      '/v1/setup_intents',
      '/v1/payment_intents',
    ]);
    expect(calls[2]!.body.get('customer')).toBe('cus_1');
    await page.goto(`${t.url}/payment-methods`);
    await page.getByText('Visa ending in 4242').waitFor();
    await page.context().close();
  });
});
