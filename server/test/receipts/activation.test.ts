import { ReceiptIntake } from '../../src/modules/receipts/application/receipt-intake';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, invariantProblems, ledgerOf, memberClient, newMember } from '../ledger/ledger-fixtures';
import { cardToken, key, receiptForm, upload } from './payments-fixtures';

jest.setTimeout(120_000);

/** Issue 19, findings 1 and 2: one activation, whichever way it is paid (ADR 0029). */
describe("a member's activation", () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
    const set = await admin.post('/api/admin/configuration/update', {
      key: 'payment-instructions-crypto-currency',
      value: 'Send USDC to 0xABC, memo: your email.',
    });
    expect(set.status).toBe(200);
  });
  afterAll(() => t.close());

  async function registeredWithNo(payType = 'Crypto Currency', units = 3) {
    const m = await newMember(t, { pay_now: 'No', pay_type: payType as never, units_purchase_intent: units });
    const c = await memberClient(t, m);
    return { m, c };
  }

  /** The registration's reaction runs after the commit: relay the log until it has. */
  async function opened(memberId: string) {
    for (let i = 0; i < 50; i++) {
      await t.drainEvents();
      const [row] = await t.dataSource.query(
        `SELECT id, status, pending_transfer_id FROM receipts WHERE member_id = $1 AND source <> 'purchase'`,
        [memberId],
      );
      if (row) return row as { id: string; status: string; pending_transfer_id: string | null };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the activation was never opened');
  }

  const activationRow = async (memberId: string) =>
    (
      await t.dataSource.query(
        `SELECT status, pay_type, units FROM receipts WHERE member_id = $1 AND source <> 'purchase'`,
        [memberId],
      )
    )[0];

  it('registration with "Pay now? No" shows the amount owed and how to pay, and the admins see it at once', async () => {
    const { m, c } = await registeredWithNo('Crypto Currency', 3);

    // Before the reaction has run, the member already sees what they owe.
    const early = await c.post('/api/user/pending-payment');
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({ source: 'activation', units: 3, paid: 'No' });

    const row = await opened(m.id);
    expect(row).toMatchObject({ status: 'No', pending_transfer_id: null });
    const owed = await c.post('/api/user/pending-payment');
    expect(owed.body.data).toMatchObject({
      source: 'activation',
      units: 3,
      unit_price_cents: 50_000,
      amount_cents: 150_000,
      pay_type: 'Crypto Currency',
      instructions: 'Send USDC to 0xABC, memo: your email.',
      paid: 'No',
      receipt: [],
    });
    const pending = await admin.get(`/api/admin/user/pending-payments?search=${encodeURIComponent(m.email)}`);
    expect(pending.body.data.map((u: { id: string }) => u.id)).toEqual([m.id]);
    expect(pending.body.data[0]).toMatchObject({
      details: { unit_purchase_intent: 3, pay_type: 'Crypto Currency', pay_now: 'No', paid: 'No' },
      amount_cents: 150_000,
    });
    // Nothing is held in the ledger until a receipt (or the money) comes.
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });

    // A redelivered registration opens nothing twice.
    const [event] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM domain_events WHERE type = 'receipts.ActivationOpened' AND aggregate_id = $1`,
      [row.id],
    );
    expect(event.n).toBe(1);
  });

  it('a card payment while the activation receipt waits settles that activation; the approval is then refused', async () => {
    const { m, c } = await registeredWithNo('Crypto Currency', 10);
    await opened(m.id);
    expect((await upload(c, '/api/user/upload/receipt', receiptForm(1))).status).toBe(200);
    const [receipt] = await t.dataSource.query(
      `SELECT id FROM receipts WHERE member_id = $1 AND source = 'activation'`,
      [m.id],
    );
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 10 });

    const paid = await c.post('/api/payment/now', { unit: 4, token: await cardToken(c) }, key());
    expect(paid.status).toBe(200);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 4, pendingUnits: 0 });
    expect(await activationRow(m.id)).toMatchObject({ status: 'Yes', pay_type: 'Credit/Debit Card' });

    expectClientError(
      await admin.post(
        '/api/user/receipt/approve-transfer',
        { user: m.id, unit: 10, narration: 'Late' },
        key(),
      ),
      409,
      'RECEIPT.ACTIVATION_PAID',
    );
    expectClientError(
      await admin.post('/api/receipt/approve', { id: receipt.id, unit: 10, narration: 'Late' }, key()),
      409,
      'RECEIPT.ACTIVATION_PAID',
    );
    expectClientError(
      await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: 'Too late' },
        key(),
      ),
      409,
      'RECEIPT.ACTIVATION_PAID',
    );
    expectClientError(
      await upload(c, '/api/user/upload/receipt', receiptForm(1)),
      409,
      'PAYMENT.ALREADY_PAID',
    );
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 4, pendingUnits: 0 });
    const stillPending = await admin.get(
      `/api/admin/user/pending-payments?search=${encodeURIComponent(m.email)}`,
    );
    expect(stillPending.body.data).toEqual([]);
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('money seen before any receipt: the approval posts the units once, and a card is refused afterwards', async () => {
    const { m, c } = await registeredWithNo('Wire Transfer', 2);
    await opened(m.id);
    const approved = await admin.post(
      '/api/user/receipt/approve-transfer',
      { user: m.id, unit: 2, narration: 'Wire seen', pending_payment: true },
      key(),
    );
    expect(approved.status).toBe(200);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2, pendingUnits: 0 });
    expect((await c.post('/api/user/fetch')).body.data).toMatchObject({
      payment_status: 'Yes',
      details: { paid: 'Yes' },
    });
    expectClientError(
      await c.post('/api/payment/now', { unit: 1, token: await cardToken(c) }, key()),
      409,
      'PAYMENT.ALREADY_PAID',
    );
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2 });
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('a card payment before the registration was relayed: the activation is never opened', async () => {
    const { m, c } = await registeredWithNo('Crypto Currency', 2);
    const paid = await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key());
    expect(paid.status).toBe(200);
    // The registration's reaction may have run before the payment or not: run its step now, as a
    // late delivery would. It opens nothing for a paid member.
    expect(
      await t.app.get(ReceiptIntake, { strict: false }).openActivation(m.id, 2, 'Crypto Currency'),
    ).toBeNull();
    await t.drainEvents();
    const row = await activationRow(m.id);
    expect(row === undefined || row.status === 'Yes').toBe(true);
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2, pendingUnits: 0 });
    const view = await c.post('/api/user/pending-payment');
    if (view.status === 200) expect(view.body.data.paid).toBe('Yes');
    else expectClientError(view, 404, 'PAYMENT.NO_PENDING_PAYMENT');
    const listed = await admin.get(`/api/admin/user/pending-payments?search=${encodeURIComponent(m.email)}`);
    expect(listed.body.data).toEqual([]);
  });
});
