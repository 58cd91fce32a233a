import { randomUUID } from 'node:crypto';
import type { TransactionView } from '@app/libs';
import type { Client } from '../support/client';
import { startTestApp, TestApp } from '../support/test-app';
import { cardToken } from '../receipts/payments-fixtures';
import { adminClient, invariantProblems, Member, memberClient, newMember } from './ledger-fixtures';

jest.setTimeout(90_000);

const key = () => ({ 'Idempotency-Key': randomUUID() });

/**
 * Issue 19, finding 6: the member's history names every row's state, gives every row its Trx#, shows a
 * deduction as one signed figure, and carries the facts its description is built from in the reader's
 * language (ADR 0032), not an English sentence to show as it was stored.
 */
describe("a member's transaction history", () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const member = async (): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    return { m, c: await memberClient(t, m) };
  };
  const ok = <R extends { status: number; body: unknown }>(reply: R, status = 200): R => {
    if (reply.status !== status) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  };
  /** The member's list once every row's event is numbered (ADR 0013). */
  const historyOf = async (c: Client): Promise<TransactionView[]> => {
    await t.drainEvents();
    return ok(await c.post('/api/user/my-transactions')).body.data;
  };
  const trxNumbers = (rows: TransactionView[]) => rows.map((r) => r.transaction_id);

  it('a pay later voided by a card payment, the card payment, a manual transfer, its reversal and a free-unit deduction', async () => {
    const { m, c } = await member();
    ok(await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key()));
    ok(await c.post('/api/payment/now', { unit: 3, token: await cardToken(c) }, key()));
    const manual = ok(
      await admin.post(
        '/api/admin/transactions/transfer',
        { user: m.id, units: 4, narration: 'Bonus for May', pay_type: 'Wire', send_email: 'No' },
        key(),
      ),
    ).body.data as TransactionView;
    ok(await admin.post('/api/user/add-loyalty-units', { id: m.id, units: 5 }, key()));
    ok(await admin.post('/api/user/add-loyalty-units', { id: m.id, units: -2 }, key()));
    ok(await admin.post('/api/admin/transactions/delete', { id: manual.id }, key()));

    const rows = await historyOf(c);
    expect(rows.map((r) => [r.history_state, r.units, r.facts.kind])).toEqual([
      ['done', -4, 'manual'], // the reversal: one signed figure, of the manual transfer it reverses
      ['done', -2, 'loyalty-deduction'],
      ['done', 5, 'loyalty'],
      ['reversed', 4, 'manual'],
      ['done', 3, 'purchase'],
      ['voided', 2, 'pay-later'], // voided by the member's own card payment: not a rejection
    ]);
    // Every row has its Trx#, newest first, and no two share one.
    const numbers = trxNumbers(rows);
    expect(numbers.every((n) => typeof n === 'number')).toBe(true);
    expect([...numbers].sort((a, b) => b! - a!)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);

    const [reversal, deduction, added, reversed, card, payLater] = rows;
    expect(reversal.facts).toEqual({
      kind: 'manual',
      pay_type: 'Wire Transfer', // sent as 'Wire', stored canonical (ADR 0031)
      card: null,
      narration: 'Bonus for May',
      reverses_transaction_id: reversed.transaction_id,
    });
    expect(reversed.facts).toMatchObject({ narration: 'Bonus for May', reverses_transaction_id: null });
    expect(card.facts).toEqual({
      kind: 'purchase',
      pay_type: 'Credit/Debit Card',
      card: { brand: 'Visa', last4: '4242' },
      narration: null,
      reverses_transaction_id: null,
    });
    expect(payLater.facts).toEqual({
      kind: 'pay-later',
      pay_type: 'Wire Transfer',
      card: null,
      narration: null,
      reverses_transaction_id: null,
    });
    // Code-written sentences are not the admin's text: the reader's language builds them.
    expect(added.facts.narration).toBeNull();
    expect(deduction.facts.narration).toBeNull();
    // The spec's fields stay as they were, for whatever reads them.
    expect(reversal).toMatchObject({
      state: 'reversal',
      status: 1,
      debit: 4,
      credit: 0,
      amount_cents: -4 * 50_000,
    });
    expect(reversed).toMatchObject({ state: 'reversed', debit: 0, credit: 4 });
    expect(payLater).toMatchObject({ state: 'voided', status: 1, description: 'Pay later (Wire Transfer)' });
    expect(await invariantProblems(t)).toEqual([]);
  });

  it('a pay later rejected by an admin next to the live one chosen after it', async () => {
    const { m, c } = await member();
    ok(await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key()));
    ok(
      await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: 'No money seen', pending_payment: true },
        key(),
      ),
    );
    ok(await c.post('/api/user/pay-later', { pay_type: 'ACH' }, key()));

    const rows = await historyOf(c);
    expect(rows.map((r) => [r.history_state, r.units, r.facts.pay_type, r.status])).toEqual([
      ['pending', 2, 'ACH', 0],
      ['rejected', 2, 'Wire Transfer', 1],
    ]);
    expect(trxNumbers(rows).every((n) => typeof n === 'number')).toBe(true);
    expect(rows[0].transaction_id).toBeGreaterThan(rows[1].transaction_id!);

    // The back-office list reads the same rows the same way.
    const listed = ok(
      await admin.get(`/api/admin/transactions/fetch-all?search=${encodeURIComponent(m.email)}`),
    ).body.data as TransactionView[];
    expect(listed.map((r) => [r.transaction_id, r.history_state, r.state])).toEqual([
      [rows[0].transaction_id, 'pending', 'pending'],
      [rows[1].transaction_id, 'rejected', 'voided'],
    ]);
  });

  it("an admin's deletion of a pending row rejects it; a pending row the member replaced is voided", async () => {
    const { m, c } = await member();
    ok(await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key()));
    // Other units: a new pending row, the first one voided by the member's own choice.
    ok(await c.post('/api/user/pay-later', { pay_type: 'PayPal', unit: 3 }, key()));
    const [live, replaced] = await historyOf(c);
    expect([live, replaced].map((r) => [r.history_state, r.units, r.facts.pay_type])).toEqual([
      ['pending', 3, 'PayPal'],
      ['voided', 2, 'Wire Transfer'],
    ]);
    ok(await admin.post('/api/admin/transactions/delete', { id: live.id }, key()));
    const after = await historyOf(c);
    expect(after.map((r) => [r.id, r.history_state])).toEqual([
      [live.id, 'rejected'],
      [replaced.id, 'voided'],
    ]);
    expect(m.id).toBe(after[0].user_id);
  });
});
