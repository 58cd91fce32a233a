import { randomUUID } from 'node:crypto';
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
import { cardToken, declinedToken, key } from './payments-fixtures';

jest.setTimeout(120_000);

describe('card payments, pay later, payment methods and loan requests', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const member = async (extra = {}): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, {
      pay_now: 'Yes',
      pay_type: 'Credit/Debit Card',
      units_purchase_intent: 2,
      ...extra,
    });
    return { m, c: await memberClient(t, m) };
  };

  describe('payment/now', () => {
    it('charges the card, posts the units, marks the member paid and answers the user', async () => {
      const { m, c } = await member();
      const token = await cardToken(c);
      const reply = await c.post('/api/payment/now', { unit: 2, token }, key());
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Payment successful');
      expect(reply.body.data).toMatchObject({
        id: m.id,
        payment_status: 'Yes',
        transaction_done: true,
        balance_units: 2,
        balance_dollar: 1000,
        details: { paid: 'Yes' },
      });
      const fetched = await c.post('/api/user/fetch');
      expect(fetched.body.data.payment_status).toBe('Yes');
      const again = await c.post('/api/payment/now', { unit: 1, token: await cardToken(c) }, key());
      expectClientError(again, 409, 'PAYMENT.ALREADY_PAID');
      expect(again.body.message).toBe('You have already paid for Activation of your account.');
    });

    it('answers a declined card with the gateway message and changes nothing', async () => {
      const { m, c } = await member();
      const reply = await c.post('/api/payment/now', { unit: 1, token: await declinedToken(c) }, key());
      expectClientError(reply, 402, 'PAYMENT.DECLINED');
      expect(reply.body.message).toBe('Your card was declined.');
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      expect((await c.post('/api/user/fetch')).body.data.payment_status).toBe('No');
    });

    it.each([
      [0, 'Please type No. of units greater than zero'],
      [-3, 'Please type No. of units greater than zero'],
      ['abc', 'Please type valid No. of units'],
      [1.5, 'Please type valid No. of units'],
      [null, 'Please type valid No. of units'],
    ])('refuses unit %p: %s', async (unit, message) => {
      const { c } = await member();
      const reply = await c.post('/api/payment/now', { unit, token: await cardToken(c) }, key());
      expectClientError(reply, 422);
      expect(reply.body.message.unit).toEqual([message]);
    });

    it('refuses fewer units than the configured minimum with the spec message', async () => {
      await admin.post('/api/admin/configuration/update', { key: 'minimum-unit-purchase', value: '3' });
      try {
        const { c } = await member();
        const reply = await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key());
        expectClientError(reply, 422);
        expect(reply.body.message.unit).toEqual(['Min units purchase is 3 and Per unit price is $500']);
      } finally {
        await admin.post('/api/admin/configuration/update', { key: 'minimum-unit-purchase', value: '1' });
      }
    });

    it('needs an Idempotency-Key, and a forged token is a 422', async () => {
      const { c } = await member();
      expectClientError(
        await c.post('/api/payment/now', { unit: 1, token: 'x' }),
        400,
        'IDEMPOTENCY.KEY_REQUIRED',
      );
      expectClientError(await c.post('/api/payment/now', { unit: 1, token: 'tgw_e30.forged' }, key()), 422);
      expectClientError(await c.post('/api/payment/now', { unit: 1 }, key()), 422);
    });

    it('charges once for two concurrent payments with the same key', async () => {
      const { m, c } = await member();
      const token = await cardToken(c);
      const headers = key();
      const replies = await Promise.all([
        c.post('/api/payment/now', { unit: 2, token }, headers),
        c.post('/api/payment/now', { unit: 2, token }, headers),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM card_payments WHERE member_id = $1 AND status = 'succeeded'`,
        [m.id],
      );
      expect(n).toBe(1);
      expect((await ledgerOf(t).balance(m.id)).paidUnits).toBe(2);
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('is for members only', async () => {
      expectClientError(await admin.post('/api/payment/now', { unit: 1 }, key()), 403);
    });
  });

  describe('user/pay-later and user/pending-payment', () => {
    it('needs a pay type, with the spec message', async () => {
      const { c } = await member();
      const reply = await c.post('/api/user/pay-later', {}, key());
      expectClientError(reply, 422);
      expect(reply.body.message.pay_type).toEqual([
        'Please choose the payment method to pay the amount later',
      ]);
    });

    it('opens a pending transfer of the intended units and shows the instructions', async () => {
      await admin.post('/api/admin/configuration/update', {
        key: 'payment-instructions-wire-transfer',
        value: 'Wire to ACME Bank, account 123',
      });
      const { m, c } = await member();
      const reply = await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key());
      expect(reply.status).toBe(200);
      expect(reply.body.data.details).toMatchObject({ pay_later: true, paid: 'No', unit_purchase_intent: 2 });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 2 });
      const pending = await c.post('/api/user/pending-payment');
      expect(pending.body.data).toMatchObject({
        units: 2,
        amount: 1000,
        amount_cents: 100_000,
        pay_type: 'Wire Transfer',
        instructions: 'Wire to ACME Bank, account 123',
        paid: 'No',
      });
      const list = await admin.get(`/api/admin/user/pending-payments?search=${encodeURIComponent(m.email)}`);
      expect(list.body.data.map((u: any) => u.id)).toContain(m.id);
    });

    it('an admin approves it with other units: posted, member paid; twice is refused', async () => {
      const { m, c } = await member();
      await c.post('/api/user/pay-later', { pay_type: 'ACH' }, key());
      const body = {
        user: m.id,
        unit: 3,
        narration: 'ACH arrived',
        pending_payment: true,
        approval_reason: 'seen',
      };
      const reply = await admin.post('/api/user/receipt/approve-transfer', body, key());
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Approved successfully!');
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      expect((await c.post('/api/user/fetch')).body.data).toMatchObject({
        payment_status: 'Yes',
        details: { paid: 'Yes' },
      });
      // Paid: an approval of the same activation says so (ADR 0029).
      expectClientError(
        await admin.post('/api/user/receipt/approve-transfer', body, key()),
        409,
        'RECEIPT.ACTIVATION_PAID',
      );
    });

    it('paying by card after choosing Pay Later voids its pending transfer and settles it, with no rejection', async () => {
      const { m, c } = await member();
      await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key());
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 2 });
      const paid = await c.post('/api/payment/now', { unit: 3, token: await cardToken(c) }, key());
      expect(paid.status).toBe(200);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      expect(paid.body.data).toMatchObject({
        payment_status: 'Yes',
        details: { paid: 'Yes', pay_later: false, pay_type: 'Credit/Debit Card' },
      });
      expect((await c.post('/api/user/pending-payment')).body.data).toMatchObject({
        paid: 'Yes',
        pay_type: 'Credit/Debit Card',
      });
      const [receipt] = await t.dataSource.query(
        `SELECT id, status, pending_transfer_id FROM receipts WHERE member_id = $1 AND source = 'pay-later'`,
        [m.id],
      );
      expect(receipt.status).toBe('Yes');
      const [voided] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE pending_id = $1 AND type = 'void'`,
        [receipt.pending_transfer_id],
      );
      expect(voided.n).toBe(1);
      // The ledger's void reaches the receipts consumer, which finds nothing awaiting a decision.
      await t.drainEvents();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await t.drainEvents();
      const events = await t.dataSource.query(
        `SELECT type FROM domain_events WHERE aggregate_id = $1 ORDER BY seq`,
        [receipt.id],
      );
      expect(events.map((e: { type: string }) => e.type)).toEqual([
        'receipts.PayLaterChosen',
        'receipts.PayLaterSettledByCard',
      ]);
      expect(t.mailbox.count(m.email, 'not accepted')).toBe(0);
      const list = await admin.get(`/api/admin/user/pending-payments?search=${encodeURIComponent(m.email)}`);
      expect(list.body.data.map((u: { id: string }) => u.id)).not.toContain(m.id);
      expectClientError(
        await admin.post(
          '/api/user/receipt/approve-transfer',
          { user: m.id, unit: 2, narration: 'n', pending_payment: true },
          key(),
        ),
        409,
        'RECEIPT.ACTIVATION_PAID',
      );
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('an admin rejects it: voided, reason kept', async () => {
      const { m, c } = await member();
      await c.post('/api/user/pay-later', { pay_type: 'PayPal' }, key());
      const reply = await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: 'No money seen', pending_payment: true },
        key(),
      );
      expect(reply.status).toBe(200);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      expect((await c.post('/api/user/fetch')).body.data.details).toMatchObject({
        paid: 'Rejected',
        reject_reason: 'No money seen',
      });
    });

    it('validates approve-transfer and action', async () => {
      const { m } = await member();
      let reply = await admin.post(
        '/api/user/receipt/approve-transfer',
        { user: m.id, unit: 0, narration: '' },
        key(),
      );
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({
        unit: ['There should be at least one unit'],
        narration: ['Narration is required'],
      });
      reply = await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: ' ' },
        key(),
      );
      expect(reply.body.message).toEqual({ reject_reason: ['Please type reject reason!'] });
      expectClientError(
        await admin.post(
          '/api/user/receipt/approve-transfer',
          { user: m.id, unit: 1, narration: 'x' },
          key(),
        ),
        404,
        'RECEIPT.NONE_AWAITING',
      );
    });
  });

  describe('payment methods', () => {
    it('adds, lists, makes preferred and deletes; a preferred card cannot be deleted', async () => {
      const { c } = await member();
      const first = await c.post('/api/user/add-payment-method', { token: await cardToken(c) });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Payment method added successfully!');
      expect(first.body.data).toMatchObject({ card_type: 'Visa', last4: '4242', preferred: 1 });
      expect(first.body.data.card_number).toBe('**** **** **** 4242');
      const second = await c.post('/api/user/add-payment-method', {
        token: await cardToken(c, '5555555555554444'),
      });
      expect(second.body.data).toMatchObject({ card_type: 'MasterCard', preferred: 0 });
      expectClientError(
        await c.post('/api/user/delete-payment-method', { id: first.body.data.id }),
        409,
        'PAYMENT.PREFERRED_NOT_DELETABLE',
      );
      const preferred = await c.post('/api/user/card-make-preferred', { id: second.body.data.id });
      expect(preferred.body.data.map((p: any) => [p.last4, p.preferred])).toEqual([
        ['4444', 1],
        ['4242', 0],
      ]);
      const deleted = await c.post('/api/user/delete-payment-method', { id: first.body.data.id });
      expect(deleted.body.data.map((p: any) => p.last4)).toEqual(['4444']);
      expect((await c.post('/api/user/payment-methods')).body.data).toHaveLength(1);
      // The stored row keeps no card number.
      const [row] = await t.dataSource.query(`SELECT gateway_ref FROM payment_methods WHERE id = $1`, [
        second.body.data.id,
      ]);
      expect(row.gateway_ref).not.toContain('5555555555554444');
    });

    it("a member cannot see or touch another member's cards", async () => {
      const a = await member();
      const b = await member();
      const card = await a.c.post('/api/user/add-payment-method', { token: await cardToken(a.c) });
      await a.c.post('/api/user/add-payment-method', { token: await cardToken(a.c) });
      expect((await b.c.post('/api/user/payment-methods')).body.data).toEqual([]);
      expectClientError(
        await b.c.post('/api/user/card-make-preferred', { id: card.body.data.id }),
        404,
        'PAYMENT.METHOD_NOT_FOUND',
      );
      expectClientError(
        await b.c.post('/api/user/delete-payment-method', { id: card.body.data.id }),
        404,
        'PAYMENT.METHOD_NOT_FOUND',
      );
      expectClientError(
        await b.c.post('/api/payment/now', { unit: 1, payment_method_id: card.body.data.id }, key()),
        404,
      );
    });

    it('refuses a bad card at tokenization, with the provider message', async () => {
      const { c } = await member();
      const reply = await c.post('/api/payment/test-gateway/tokens', {
        number: '4242424242424241',
        exp_month: 1,
        exp_year: 2099,
        cvc: '123',
      });
      expectClientError(reply, 422);
      expect(reply.body.message.number).toEqual(['Your card number is invalid.']);
      expectClientError(await c.post('/api/user/add-payment-method', {}), 422);
    });
  });

  describe('loan requests', () => {
    it('submits one (credits nothing) and the admin lists and searches it', async () => {
      const { m, c } = await member({ fname: 'Loanie' });
      const reply = await c.post('/api/payment/submit-loan-request', {
        amount: 100,
        total_amount: 400,
        payment_frequency: 'monthly',
        pay_type: 'Wire Transfer',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Loan request submitted successfully');
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      const list = await admin.get(
        `/api/admin/loan-requests/fetch-all?search=${encodeURIComponent(m.email)}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.data[0]).toMatchObject({
        user: { id: m.id },
        amount: 100,
        total_amount: 400,
        payment_frequency: 'monthly',
        payment_frequency_label: '4 Monthly Payments',
        pay_type: 'Wire Transfer',
      });
      expect(list.body.total).toBe(1);
      expectClientError(await c.get('/api/admin/loan-requests/fetch-all'), 403);
      expectClientError(await admin.get('/api/admin/loan-requests/fetch-all?perPage=7'), 422);
    });

    it.each([
      [
        {},
        {
          amount: ['Please enter the amount'],
          payment_frequency: ['Please select a payment frequency'],
          pay_type: ['Please select a payment method'],
        },
      ],
      [
        { amount: 0, payment_frequency: 'one_time', pay_type: 'ACH' },
        { amount: ['Amount must be greater than 0'] },
      ],
      [
        { amount: 150, payment_frequency: 'one_time', pay_type: 'ACH' },
        { total_amount: ['Total amount must be in $100 increments to purchase whole units'] },
      ],
      [
        { amount: 25, payment_frequency: 'monthly', pay_type: 'ACH', total_amount: 50 },
        { total_amount: ['The total amount must be the amount times the number of payments.'] },
      ],
      [
        { amount: 100, payment_frequency: 'weekly', pay_type: 'ACH' },
        { payment_frequency: ['Please select a payment frequency'] },
      ],
    ])('refuses %p', async (body, messages) => {
      const { c } = await member();
      const reply = await c.post('/api/payment/submit-loan-request', body);
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual(messages);
    });
  });

  it('refuses a webhook call without a valid signature (400, nothing done)', async () => {
    const reply = await t.client().post(
      '/api/payment/stripe/webhook',
      { id: 'evt_1', type: 'payment_intent.succeeded' },
      {
        'stripe-signature': 't=1,v1=forged',
      },
    );
    expectClientError(reply, 400, 'PAYMENT.WEBHOOK_SIGNATURE');
  });

  it('answers which gateway to tokenize with', async () => {
    const { c } = await member();
    expect((await c.get('/api/payment/gateway')).body.data).toEqual({
      gateway: 'test',
      publishable_key: null,
    });
  });

  it('the member view reads the payment state through the port, and admins get 403-free lists', async () => {
    const { c } = await member({ pay_now: 'No', pay_type: 'Wire Transfer' });
    const view = (await c.post('/api/user/fetch')).body.data;
    expect(view.details).toMatchObject({
      paid: 'No',
      pay_later: false,
      pay_type: 'Wire Transfer',
      receipt: [],
    });
    expect(view.payment_status).toBe('No');
    expect(randomUUID()).toBeTruthy();
  });
});
