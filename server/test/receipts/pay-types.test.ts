import type { QueryRunner } from 'typeorm';
import { OnePayTypeVocabulary1764000631000 } from '../../src/migrations/1764000631000-one-pay-type-vocabulary';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  ledgerOf,
  memberClient,
  newMember,
  transferCommand,
  type Member,
} from '../ledger/ledger-fixtures';
import { key, receiptForm, upload } from './payments-fixtures';

jest.setTimeout(120_000);

// Issue 19, finding 5: one vocabulary of pay types (ADR 0031). Every input takes the canonical value
// or one of the spec's other spellings and stores the canonical value, so Try Again can be prefilled.
describe('one vocabulary of pay types', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const member = async (extra = {}): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, {
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      units_purchase_intent: 2,
      ...extra,
    });
    return { m, c: await memberClient(t, m) };
  };
  const store = (c: Client, payType: string, fields: Record<string, string> = {}) =>
    upload(
      c,
      '/api/receipt/store',
      receiptForm(1, { unit_purchase_intent: '3', pay_type: payType, ...fields }),
    );
  const storedPayType = async (receiptId: string) =>
    (await t.dataSource.query(`SELECT pay_type FROM receipts WHERE id = $1`, [receiptId]))[0].pay_type;

  describe('receipt/store', () => {
    it.each([
      ['Wire Transfer', 'Wire Transfer'],
      ['ACH', 'ACH'],
      ['Crypto Currency', 'Crypto Currency'],
      ['PayPal', 'PayPal'],
      ['Wire', 'Wire Transfer'],
      ['ACH (USA only)', 'ACH'],
    ])('takes %p and stores %p', async (sent, canonical) => {
      const { c } = await member();
      const reply = await store(c, sent);
      expect(reply.status).toBe(200);
      expect(reply.body.data.pay_type).toBe(canonical);
      expect(await storedPayType(reply.body.data.id)).toBe(canonical);
    });

    it('Try Again with an alias keeps the receipt canonical', async () => {
      const { c } = await member();
      const first = await store(c, 'Wire Transfer');
      await admin.post('/api/receipt/reject', { id: first.body.data.id, reject_reason: 'Blurred' }, key());
      const mine = await c.post('/api/receipt/fetch');
      expect(mine.body.data[0]).toMatchObject({
        pay_type: 'Wire Transfer',
        paid: 'Rejected',
        reject_reason: 'Blurred',
      });
      const again = await store(c, 'ACH (USA only)', { id: first.body.data.id });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ id: first.body.data.id, pay_type: 'ACH', paid: 'Requested' });
    });

    it.each([['Cash'], ['wire'], ['Credit/Debit Card'], ['Debit/Credit Card'], ['']])(
      'refuses %p with 422 and the coded message on pay_type, in the member language',
      async (payType) => {
        const { c: english } = await member();
        const refused = await store(english, payType);
        expectClientError(refused, 422);
        expect(refused.body.message).toEqual({ pay_type: ['Please select a payment type.'] });
        const { c: german } = await member({ language: 'de' });
        const inGerman = await store(german, payType);
        expectClientError(inGerman, 422);
        expect(inGerman.body.message).toEqual({ pay_type: ['Bitte wählen Sie eine Zahlungsart aus.'] });
      },
    );
  });

  it('pay later takes an alias, stores the canonical value and shows its instructions', async () => {
    // An old client's settings key is the canonical key's alias.
    const saved = await admin.post('/api/admin/configuration/update', {
      key: 'payment-instructions-ach-usa-only',
      value: 'ACH to ACME Bank, routing 021',
    });
    expect(saved.status).toBe(200);
    const { m, c } = await member();
    const reply = await c.post('/api/user/pay-later', { pay_type: 'ACH (USA only)' }, key());
    expect(reply.status).toBe(200);
    expect(reply.body.data.details.pay_type).toBe('ACH');
    expect((await c.post('/api/user/pending-payment')).body.data).toMatchObject({
      pay_type: 'ACH',
      instructions: 'ACH to ACME Bank, routing 021',
    });
    const [row] = await t.dataSource.query(`SELECT pay_type FROM receipts WHERE member_id = $1`, [m.id]);
    expect(row.pay_type).toBe('ACH');
    const card = await c.post('/api/user/pay-later', { pay_type: 'Credit/Debit Card' }, key());
    expectClientError(card, 422);
    expect(card.body.message.pay_type).toEqual(['Please choose the payment method to pay the amount later']);
  });

  it('registration takes an alias and stores the canonical pay type', async () => {
    const { m } = await member({ pay_type: 'Wire' });
    const [user] = await t.dataSource.query(`SELECT pay_type FROM users WHERE id = $1`, [m.id]);
    expect(user.pay_type).toBe('Wire Transfer');
    expect(m.user.details.pay_type).toBe('Wire Transfer');
  });

  it('a manual transfer stores the canonical pay type; one recorded before shows its canonical value', async () => {
    const { m } = await member();
    const reply = await admin.post(
      '/api/admin/transactions/transfer',
      {
        user: m.id,
        units: 1,
        narration: 'card at the desk',
        pay_type: 'Debit/Credit Card',
        send_email: 'No',
      },
      key(),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.pay_type).toBe('Credit/Debit Card');
    const [row] = await t.dataSource.query(`SELECT pay_type FROM ledger_transfers WHERE id = $1`, [
      reply.body.data.id,
    ]);
    expect(row.pay_type).toBe('Credit/Debit Card');
    // The ledger is never rewritten: a transfer written with an old spelling keeps it, and reads canonical.
    const old = await ledgerOf(t).transfer(transferCommand(m.id, { payType: 'ACH (USA only)' }));
    const [kept] = await t.dataSource.query(`SELECT pay_type FROM ledger_transfers WHERE id = $1`, [
      old.transfer.id,
    ]);
    expect(kept.pay_type).toBe('ACH (USA only)');
    expect((await admin.get(`/api/admin/transactions/${old.transfer.id}`)).body.data.pay_type).toBe('ACH');
  });

  it('the migration rewrites receipts, members and the instruction settings; never the ledger', async () => {
    const { m } = await member();
    const receipt = await store((await member()).c, 'Crypto Currency');
    const transfer = await ledgerOf(t).transfer(transferCommand(m.id, { payType: 'Wire' }));
    await t.asOwner(async (query) => {
      // Rows as an instance before ADR 0031 wrote them.
      await query(`UPDATE users SET pay_type = 'ACH (USA only)' WHERE id = $1`, [m.id]);
      await query(`UPDATE receipts SET pay_type = 'Wire' WHERE id = $1`, [receipt.body.data.id]);
      await query(
        `INSERT INTO configuration_settings (key, value) VALUES
           ('payment-instructions-wire', 'Old wire text'), ('payment-instructions-wire-transfer', ''),
           ('payment-instructions-ach-usa-only', 'Old ACH text'), ('payment-instructions-ach', 'Kept ACH text')
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      );
      await new OnePayTypeVocabulary1764000631000().up({ query } as unknown as QueryRunner);
    });
    expect(await storedPayType(receipt.body.data.id)).toBe('Wire Transfer');
    const [user] = await t.dataSource.query(`SELECT pay_type FROM users WHERE id = $1`, [m.id]);
    expect(user.pay_type).toBe('ACH');
    const settings = await t.dataSource.query(
      `SELECT key, value FROM configuration_settings WHERE key LIKE 'payment-instructions-%' ORDER BY key`,
    );
    expect(Object.fromEntries(settings.map((s: { key: string; value: string }) => [s.key, s.value]))).toEqual(
      expect.objectContaining({
        'payment-instructions-ach': 'Kept ACH text',
        'payment-instructions-wire-transfer': 'Old wire text',
      }),
    );
    expect(settings.map((s: { key: string }) => s.key)).not.toContain('payment-instructions-ach-usa-only');
    expect(settings.map((s: { key: string }) => s.key)).not.toContain('payment-instructions-wire');
    const [kept] = await t.dataSource.query(`SELECT pay_type FROM ledger_transfers WHERE id = $1`, [
      transfer.transfer.id,
    ]);
    expect(kept.pay_type).toBe('Wire');
  });
});
