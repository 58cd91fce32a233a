import { SchedulerRegistry } from '@nestjs/schedule';
import { PaymentGateway } from '../../src/modules/receipts';
import { CardReconciler } from '../../src/modules/receipts/application/payments/card-reconciler';
import { PaymentsRepository } from '../../src/modules/receipts/infrastructure/payments.repository';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  invariantProblems,
  ledgerOf,
  memberClient,
  newMember,
  type Member,
} from '../ledger/ledger-fixtures';
import { cardToken, key } from './payments-fixtures';

jest.setTimeout(120_000);

/**
 * A card charge whose answer is lost (ADR 0030): the server dies after the gateway charged and
 * before the purchase committed. The attempt recorded before the charge, the gateway's own record
 * and the reconciliation (before the member's next charge, or the sweep) make it one charge and one
 * purchase in the end.
 */
describe('card charges reconciled after a crash between the charge and the commit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const member = async (): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    return { m, c: await memberClient(t, m) };
  };
  const cardPayments = (memberId: string) =>
    t.dataSource.query(
      `SELECT status, units, amount_cents::int AS amount, last4, transfer_id IS NOT NULL AS posted
         FROM card_payments WHERE member_id = $1 ORDER BY created_at`,
      [memberId],
    );
  /** The charges the test gateway made for the member (its own table, as Stripe's dashboard). */
  const gatewayCharges = async (memberId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM test_gateway_charges WHERE idempotency_key LIKE $1 AND ok`,
        [`pay:${memberId}:%`],
      )
    )[0].n as number;
  const purchases = async (memberId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
        [`purchase:${memberId}:%`],
      )
    )[0].n as number;

  /** The settlement's transaction dies once, as if the process did right after the gateway charged. */
  const crashAfterTheCharge = () => {
    const payments = t.app.get(PaymentsRepository, { strict: false });
    jest.spyOn(payments, 'recordCardPayment').mockImplementationOnce(async () => {
      throw new Error('the process died here');
    });
  };

  it('a retry with a NEW key after the crash settles the lost charge first and is refused as paid: one charge, one purchase', async () => {
    const { m, c } = await member();
    crashAfterTheCharge();
    const crashed = await c.post('/api/payment/now', { unit: 3, token: await cardToken(c) }, key());
    expect(crashed.status).toBe(500);
    expect(await cardPayments(m.id)).toEqual([
      { status: 'attempted', units: 3, amount: 3 * 500 * 100, last4: null, posted: false },
    ]);
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0 });

    const retried = await c.post('/api/payment/now', { unit: 4, token: await cardToken(c) }, key());

    expectClientError(retried, 409, 'PAYMENT.ALREADY_PAID');
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await purchases(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
    expect(await cardPayments(m.id)).toEqual([
      { status: 'succeeded', units: 3, amount: 3 * 500 * 100, last4: '4242', posted: true },
    ]);
    expect((await c.post('/api/user/fetch')).body.data).toMatchObject({
      payment_status: 'Yes',
      balance_units: 3,
    });
    await t.drainEvents();
    const events = await t.dataSource.query(
      `SELECT type FROM domain_events WHERE aggregate_id = $1 AND type LIKE 'receipts.CardPayment%'`,
      [m.id],
    );
    expect(events).toEqual([{ type: 'receipts.CardPaymentSucceeded' }]);
    // Reconciling again finds nothing left to do.
    expect(await t.app.get(CardReconciler).sweep(0)).toEqual([]);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('a retry with the SAME key after the crash pays once, as before', async () => {
    const { m, c } = await member();
    crashAfterTheCharge();
    const submission = key();
    const token = await cardToken(c);
    expect((await c.post('/api/payment/now', { unit: 2, token }, submission)).status).toBe(500);

    const retried = await c.post('/api/payment/now', { unit: 2, token }, submission);

    expect(retried.status).toBe(200);
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await purchases(m.id)).toBe(1);
    expect(await cardPayments(m.id)).toEqual([
      { status: 'succeeded', units: 2, amount: 2 * 500 * 100, last4: '4242', posted: true },
    ]);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('the sweep leaves a fresh attempt to its request, and ends a stale one the gateway never charged', async () => {
    const { m, c } = await member();
    const gateway = t.app.get(PaymentGateway, { strict: false });
    jest.spyOn(gateway, 'charge').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key())).status).toBe(
      500,
    );
    const reconciler = t.app.get(CardReconciler);

    expect(await reconciler.sweep()).toEqual([]);
    expect(await cardPayments(m.id)).toEqual([expect.objectContaining({ status: 'attempted' })]);
    expect(await reconciler.sweep(0)).toEqual(['abandoned']);
    expect(await cardPayments(m.id)).toEqual([
      expect.objectContaining({ status: 'abandoned', posted: false }),
    ]);
    expect(await gatewayCharges(m.id)).toBe(0);

    // Nothing was charged, so the member pays as usual.
    const paid = await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key());
    expect(paid.status).toBe(200);
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2 });
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('a lost charge of a member paid meanwhile by an admin is given back, by the documented rule', async () => {
    const { m, c } = await member();
    expect((await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key())).status).toBe(200);
    crashAfterTheCharge();
    expect((await c.post('/api/payment/now', { unit: 3, token: await cardToken(c) }, key())).status).toBe(
      500,
    );
    const approved = await (
      await adminClient(t)
    ).post(
      '/api/user/receipt/approve-transfer',
      { user: m.id, unit: 2, narration: 'Wire seen', pending_payment: true },
      key(),
    );
    expect(approved.status).toBe(200);
    const refund = jest.spyOn(t.app.get(PaymentGateway, { strict: false }), 'refund');

    expect(await t.app.get(CardReconciler).sweep(0)).toEqual(['refunded']);

    expect(refund).toHaveBeenCalledTimes(1);
    expect(await purchases(m.id)).toBe(0);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2, pendingUnits: 0 });
    expect(await cardPayments(m.id)).toEqual([
      expect.objectContaining({ status: 'refunded', posted: false }),
    ]);
    const [given] = await t.dataSource.query(
      `SELECT refunded_at IS NOT NULL AS refunded FROM test_gateway_charges WHERE idempotency_key LIKE $1`,
      [`pay:${m.id}:%`],
    );
    expect(given).toEqual({ refunded: true });
    expect(await t.app.get(CardReconciler).sweep(0)).toEqual([]);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('the server restarts on the same database: the gateway still knows the charge, the sweep posts it once', async () => {
    const { m, c } = await member();
    crashAfterTheCharge();
    const token = await cardToken(c);
    expect((await c.post('/api/payment/now', { unit: 5, token }, key())).status).toBe(500);

    await t.app.close();
    t = await startTestApp({
      DATABASE_URL: t.env.DATABASE_URL,
      REDIS_PREFIX: t.env.REDIS_PREFIX,
      JWT_SECRET: t.env.JWT_SECRET,
    });
    const reconciler = t.app.get(CardReconciler);

    expect(await reconciler.sweep(0)).toEqual(['settled']);
    expect(await reconciler.sweep(0)).toEqual([]);
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await purchases(m.id)).toBe(1);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 5, pendingUnits: 0 });
    expect(await cardPayments(m.id)).toEqual([
      { status: 'succeeded', units: 5, amount: 5 * 500 * 100, last4: '4242', posted: true },
    ]);
    const again = await memberClient(t, m);
    expectClientError(
      await again.post('/api/payment/now', { unit: 5, token: await cardToken(again) }, key()),
      409,
      'PAYMENT.ALREADY_PAID',
    );
    expect(await gatewayCharges(m.id)).toBe(1);
    expect(await invariantProblems(t)).toEqual([]);
  });
});

describe('the sweep runs where the workers run', () => {
  it("is scheduled in the 'all' role and not in an API-only process", async () => {
    const all = await startTestApp();
    try {
      expect(all.app.get(SchedulerRegistry).getIntervals()).toContain('card-reconciliation');
    } finally {
      await all.close();
    }
    const api = await startTestApp({ APP_ROLE: 'api' });
    try {
      expect(api.app.get(SchedulerRegistry).getIntervals()).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
