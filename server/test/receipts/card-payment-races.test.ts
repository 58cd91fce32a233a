import { PaymentGateway } from '../../src/modules/receipts';
import type { ChargeRequest } from '../../src/modules/receipts/application/payments/gateway/payment-gateway';
import { PaymentsRepository } from '../../src/modules/receipts/infrastructure/payments.repository';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, invariantProblems, ledgerOf, memberClient, newMember } from '../ledger/ledger-fixtures';
import { cardToken, key } from './payments-fixtures';

jest.setTimeout(120_000);

/**
 * A card payment that settles a pay-later payment, against what can happen between the charge and
 * its commit (ADR 0022 addendum): an admin's approval, and a crash.
 */
describe('card payment of a pay-later member, against races and crashes', () => {
  let t: TestApp;
  let admin: Client;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
    gateway = t.app.get(PaymentGateway, { strict: false });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  async function payLaterMember() {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    const c = await memberClient(t, m);
    expect((await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key())).status).toBe(200);
    const [receipt] = await t.dataSource.query(
      `SELECT id, pending_transfer_id FROM receipts WHERE member_id = $1 AND source = 'pay-later'`,
      [m.id],
    );
    return { m, c, receipt: receipt as { id: string; pending_transfer_id: string } };
  }

  const settleEvents = async () => {
    await t.drainEvents();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.drainEvents();
  };

  it('an admin who approves the pay-later payment during the charge wins: the charge is refunded, units move once', async () => {
    const { m, c, receipt } = await payLaterMember();
    const charge = gateway.charge.bind(gateway);
    jest.spyOn(gateway, 'charge').mockImplementationOnce(async (request: ChargeRequest) => {
      const outcome = await charge(request);
      const approved = await admin.post(
        '/api/user/receipt/approve-transfer',
        { user: m.id, unit: 2, narration: 'Wire seen', pending_payment: true },
        key(),
      );
      expect(approved.status).toBe(200);
      return outcome;
    });
    const refund = jest.spyOn(gateway, 'refund');

    const paid = await c.post('/api/payment/now', { unit: 5, token: await cardToken(c) }, key());

    expectClientError(paid, 409, 'PAYMENT.ALREADY_PAID');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][0]).toMatchObject({ amountCents: 5 * 500 * 100 });
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2, pendingUnits: 0 });
    const payments = await t.dataSource.query(`SELECT status FROM card_payments WHERE member_id = $1`, [
      m.id,
    ]);
    expect(payments).toEqual([{ status: 'refunded' }]);
    const [decided] = await t.dataSource.query(`SELECT status, narration FROM receipts WHERE id = $1`, [
      receipt.id,
    ]);
    expect(decided).toEqual({ status: 'Yes', narration: 'Wire seen' });
    const events = await t.dataSource.query(`SELECT type FROM domain_events WHERE aggregate_id = $1`, [m.id]);
    expect(events.map((e: { type: string }) => e.type)).toContain('receipts.CardPaymentRefunded');
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('an admin who rejects the pay-later payment during the charge: the card pays, units move once', async () => {
    const { m, c, receipt } = await payLaterMember();
    const charge = gateway.charge.bind(gateway);
    jest.spyOn(gateway, 'charge').mockImplementationOnce(async (request: ChargeRequest) => {
      const outcome = await charge(request);
      const rejected = await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: 'Paid by card instead', pending_payment: true },
        key(),
      );
      expect(rejected.status).toBe(200);
      return outcome;
    });

    const paid = await c.post('/api/payment/now', { unit: 3, token: await cardToken(c) }, key());

    expect(paid.status).toBe(200);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
    const [voids] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE pending_id = $1`,
      [receipt.pending_transfer_id],
    );
    expect(voids.n).toBe(1);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('a crash after the void leaves the pay-later payment open and emails nothing; the retry pays once', async () => {
    const { m, c, receipt } = await payLaterMember();
    const payments = t.app.get(PaymentsRepository, { strict: false });
    const record = payments.recordCardPayment.bind(payments);
    jest.spyOn(payments, 'recordCardPayment').mockImplementationOnce(async () => {
      throw new Error('the process died here');
    });
    const submission = key();
    const token = await cardToken(c);

    const crashed = await c.post('/api/payment/now', { unit: 3, token }, submission);

    expect(crashed.status).toBe(500);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 2 });
    const resolutions = `SELECT count(*)::int AS n FROM ledger_transfers WHERE pending_id = $1`;
    expect((await t.dataSource.query(resolutions, [receipt.pending_transfer_id]))[0].n).toBe(0);
    await settleEvents();
    expect(t.mailbox.count(m.email, 'not accepted')).toBe(0);
    const [open] = await t.dataSource.query(`SELECT status FROM receipts WHERE id = $1`, [receipt.id]);
    expect(open.status).toBe('No');

    jest.spyOn(payments, 'recordCardPayment').mockImplementation(record);
    const retried = await c.post('/api/payment/now', { unit: 3, token }, submission);

    expect(retried.status).toBe(200);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
    await settleEvents();
    expect(t.mailbox.count(m.email, 'not accepted')).toBe(0);
    const events = await t.dataSource.query(
      `SELECT type FROM domain_events WHERE aggregate_id = $1 ORDER BY seq`,
      [receipt.id],
    );
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'receipts.PayLaterChosen',
      'receipts.PayLaterSettledByCard',
    ]);
    expect(await invariantProblems(t)).toEqual([]);
  });
});
