import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { cardToken, declinedToken, key } from './payments-fixtures';

jest.setTimeout(120_000);

/** payment/now with a saved card (`payment_method_id`), as /pay-now offers it (ADR 0027). */
describe('paying with a saved card', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const member = async (): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, { pay_now: 'Yes', pay_type: 'Credit/Debit Card', units_purchase_intent: 2 });
    return { m, c: await memberClient(t, m) };
  };
  const saveCard = async (c: Client, token?: string) => {
    const reply = await c.post('/api/user/add-payment-method', { token: token ?? (await cardToken(c)) });
    if (reply.status !== 200) throw new Error(`add card: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data.id as string;
  };
  const cardPayments = (memberId: string) =>
    t.dataSource.query(`SELECT status, last4 FROM card_payments WHERE member_id = $1`, [memberId]);

  it("charges the member's own saved card: units posted, member paid, the card's digits recorded", async () => {
    const { m, c } = await member();
    const id = await saveCard(c);
    const reply = await c.post('/api/payment/now', { unit: 2, payment_method_id: id }, key());
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ payment_status: 'Yes', balance_units: 2 });
    expect(await cardPayments(m.id)).toEqual([{ status: 'succeeded', last4: '4242' }]);
  });

  it("refuses another member's card with 404 PAYMENT.METHOD_NOT_FOUND and charges nobody", async () => {
    const owner = await member();
    const other = await member();
    const id = await saveCard(owner.c);
    const reply = await other.c.post('/api/payment/now', { unit: 2, payment_method_id: id }, key());
    expectClientError(reply, 404, 'PAYMENT.METHOD_NOT_FOUND');
    for (const who of [owner, other]) {
      expect(await cardPayments(who.m.id)).toEqual([]);
      expect(await ledgerOf(t).balance(who.m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      expect((await who.c.post('/api/user/fetch')).body.data.payment_status).toBe('No');
    }
  });

  it.each([
    ['a deleted card', 'deleted'],
    ['an id that names no card', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a uuid', 'pm_123'],
  ])('refuses %s with 404 and charges nothing', async (_label, which) => {
    const { m, c } = await member();
    let id = which;
    if (which === 'deleted') {
      await saveCard(c);
      id = await saveCard(c);
      const deleted = await c.post('/api/user/delete-payment-method', { id });
      expect(deleted.status).toBe(200);
    }
    expectClientError(
      await c.post('/api/payment/now', { unit: 2, payment_method_id: id }, key()),
      404,
      'PAYMENT.METHOD_NOT_FOUND',
    );
    expect(await cardPayments(m.id)).toEqual([]);
  });

  it('answers a saved card the gateway declines with its message, changing nothing', async () => {
    const { m, c } = await member();
    // Saving checks the card (below), so a card declined later (its bank changed its mind) is kept
    // as the gateway's handle of it, as it was saved.
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO payment_methods (member_id, gateway, gateway_ref, brand, last4, exp_month, exp_year, preferred)
       VALUES ($1, 'test', $2, 'Visa', '0002', 12, $3, true) RETURNING id`,
      [m.id, await declinedToken(c), new Date().getUTCFullYear() + 2],
    );
    const reply = await c.post('/api/payment/now', { unit: 2, payment_method_id: id }, key());
    expectClientError(reply, 402, 'PAYMENT.DECLINED');
    expect(reply.body.message).toBe('Your card was declined.');
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0 });
    expect((await c.post('/api/user/fetch')).body.data.payment_status).toBe('No');
  });

  it('refuses to save a card the gateway declines: 402 with its message, nothing saved', async () => {
    const { c } = await member();
    const reply = await c.post('/api/user/add-payment-method', { token: await declinedToken(c) });
    expectClientError(reply, 402, 'PAYMENT.DECLINED');
    expect(reply.body.message).toBe('Your card was declined.');
    expect((await c.post('/api/user/payment-methods')).body.data).toEqual([]);
  });

  it('pay-now with a declined new card to be saved: declined, nothing saved, nothing charged', async () => {
    const { m, c } = await member();
    const reply = await c.post(
      '/api/payment/now',
      { unit: 2, token: await declinedToken(c), save_card: true },
      key(),
    );
    expectClientError(reply, 402, 'PAYMENT.DECLINED');
    expect(reply.body.message).toBe('Your card was declined.');
    expect((await c.post('/api/user/payment-methods')).body.data).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM payment_methods WHERE member_id = $1`, [m.id])).toEqual(
      [],
    );
    expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
    expect((await c.post('/api/user/fetch')).body.data.payment_status).toBe('No');
  });

  it('keeps a new card when asked (save_card), and it is then offered as a saved card', async () => {
    const { c } = await member();
    const reply = await c.post(
      '/api/payment/now',
      { unit: 2, token: await cardToken(c), save_card: true },
      key(),
    );
    expect(reply.status).toBe(200);
    const methods = (await c.post('/api/user/payment-methods')).body.data;
    expect(methods).toEqual([expect.objectContaining({ last4: '4242', preferred: 1 })]);
  });
});
