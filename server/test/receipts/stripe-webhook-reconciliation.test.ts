import Stripe from 'stripe';
import { PaymentsRepository } from '../../src/modules/receipts/infrastructure/payments.repository';
import { expectClientError } from '../support/fixtures';
import { startFakeStripeApi, type RunningFakeStripeApi } from '../support/fake-stripe-api';
import { startTestApp, type TestApp } from '../support/test-app';
import { invariantProblems, ledgerOf, memberClient, newMember } from '../ledger/ledger-fixtures';
import { key } from './payments-fixtures';

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_reconciliation_test';

/**
 * Stripe's `payment_intent.succeeded` reconciled against the recorded card payments (ADR 0030),
 * through the Stripe adapter against the local fake of Stripe's API.
 */
describe('the Stripe webhook reconciles a charge whose purchase was not recorded', () => {
  let stripe: RunningFakeStripeApi;
  let t: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await startTestApp({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_reconciliation',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_reconciliation',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const webhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.client().post('/api/payment/stripe/webhook', Buffer.from(payload), {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    });
  };
  const purchases = async (memberId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
        [`purchase:${memberId}:%`],
      )
    )[0].n as number;

  it('posts the purchase once; the same event again does nothing more; a bad signature is 400', async () => {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    const c = await memberClient(t, m);
    const payments = t.app.get(PaymentsRepository, { strict: false });
    jest.spyOn(payments, 'recordCardPayment').mockImplementationOnce(async () => {
      throw new Error('the process died here');
    });
    const submission = key();

    const crashed = await c.post('/api/payment/now', { unit: 3, token: 'pm_card_visa' }, submission);

    expect(crashed.status).toBe(500);
    const intents = [...stripe.intents.values()].filter((intent) => intent.metadata.member_id === m.id);
    expect(intents).toHaveLength(1);
    const [intent] = intents;
    expect(intent.metadata).toEqual({
      member_id: m.id,
      payment_key: submission['Idempotency-Key'],
      charge_key: `pay:${m.id}:${submission['Idempotency-Key']}`,
    });
    expect(await purchases(m.id)).toBe(0);
    const event = {
      id: `evt_${m.id.slice(0, 8)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, payment_method: intent.payment_method.id } },
    };

    expectClientError(await webhook(event, 'whsec_someone_else'), 400, 'PAYMENT.WEBHOOK_SIGNATURE');
    expect(await purchases(m.id)).toBe(0);

    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ received: true, id: event.id, duplicate: false });
    expect(await purchases(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
    const recorded = `SELECT status, gateway_ref, last4 FROM card_payments WHERE member_id = $1`;
    expect(await t.dataSource.query(recorded, [m.id])).toEqual([
      { status: 'succeeded', gateway_ref: intent.id, last4: '4242' },
    ]);

    const again = await webhook(event);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: event.id, duplicate: true });
    expect(await purchases(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3 });

    // The member's retry with the same key replays Stripe's charge and finds it settled: no second one.
    const retried = await c.post('/api/payment/now', { unit: 3, token: 'pm_card_visa' }, submission);
    expect(retried.status).toBe(200);
    expect([...stripe.intents.values()].filter((i) => i.metadata.member_id === m.id)).toHaveLength(1);
    expect(await purchases(m.id)).toBe(1);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('an event for a charge already settled by its request changes nothing', async () => {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    const c = await memberClient(t, m);
    expect((await c.post('/api/payment/now', { unit: 2, token: 'pm_card_visa' }, key())).status).toBe(200);
    const [intent] = [...stripe.intents.values()].filter((i) => i.metadata.member_id === m.id);

    const reply = await webhook({
      id: `evt_paid_${m.id.slice(0, 8)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });

    expect(reply.status).toBe(200);
    expect(await purchases(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2 });

    // A charge of another integration on the same Stripe account names no member of ours.
    const foreign = await webhook({
      id: `evt_foreign_${m.id.slice(0, 8)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, metadata: { member_id: 'shop-42', payment_key: 'order-7' } } },
    });
    expect(foreign.status).toBe(200);
    expect(await purchases(m.id)).toBe(1);
  });
});
