import { randomUUID } from 'node:crypto';
import type { TransactionView } from '@app/libs';
import { translate } from '../../src/platform';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { Mailbox, type Mail } from '../support/mailbox';
import { readPdf } from '../support/pdf-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { cardToken, key, receiptForm, upload } from '../receipts/payments-fixtures';
import { adminClient, memberClient, newMember, type Member } from './ledger-fixtures';

jest.setTimeout(120_000);

const pad = (n: number) => String(n).padStart(2, '0');
/** Today (UTC) as the agreement writes it in English, German and Japanese. */
function today() {
  const now = new Date();
  const [y, m, d] = [now.getUTCFullYear(), pad(now.getUTCMonth() + 1), pad(now.getUTCDate())];
  return { en: `${m}-${d}-${y}`, de: `${d}.${m}.${y}`, ja: `${y}/${m}/${d}` };
}

function pdfAttachment(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  if (!part) throw new Error('no PDF attachment');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}

/** The lending agreement of every purchase, mailed once and downloadable (issue 19, finding 7; ADR 0033). */
describe('lending agreements', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
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
  const agreementsTo = (email: string): Mail[] =>
    t.mailbox.all().filter((m) => m.to.includes(email) && /Content-Type: application\/pdf/i.test(m.raw));
  /** Every mail the queue will send has been sent: the log drained and the mail worker given a moment. */
  const settle = async () => {
    await t.drainEvents();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  };
  /** Waits for the agreement mailed to `email`, then checks it is the only one; its subject and PDF text. */
  async function theOnlyAgreement(email: string): Promise<{ subject: string; body: string; text: string }> {
    const deadline = Date.now() + 20_000;
    while (agreementsTo(email).length === 0) {
      if (Date.now() > deadline) throw new Error(`No agreement to ${email}`);
      await t.drainEvents();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await settle();
    const mails = agreementsTo(email);
    expect(mails).toHaveLength(1);
    const { subject, body } = Mailbox.decoded(mails[0]);
    return { subject, body, text: readPdf(pdfAttachment(mails[0].raw)).text.replace(/\s+/g, ' ') };
  }
  const myRows = async (c: Client): Promise<TransactionView[]> => {
    await t.drainEvents();
    return (await c.post('/api/user/my-transactions')).body.data;
  };
  const mine = (c: Client, id: string) => c.get(`/api/user/my-transactions/${id}/agreement`);
  const anyones = (c: Client, id: string) => c.get(`/api/admin/transactions/${id}/agreement`);

  it("mails a card purchase's agreement once, in the member's language and date order (Japanese)", async () => {
    const { m, c } = await member({ language: 'ja' });
    const paid = await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key());
    expect(paid.status).toBe(200);
    const [row] = (await myRows(c)).filter((r) => r.kind === 'purchase');
    const mail = await theOnlyAgreement(m.email);
    expect(mail.subject).toBe(
      translate('ja', 'emails:agreement.subject', { no: String(row.transaction_id) }),
    );
    expect(mail.text).toContain(translate('ja', 'emails:agreementPdf.units', { units: 2 }));
    expect(mail.text).toContain(today().ja);
    expect(mail.text).not.toContain('Lending Agreement');
    // The purchase is described from its facts in Japanese, never by the English sentence the card
    // payment stored as its narration (issue 19, findings 6 and 7).
    expect(mail.text).toContain('支払い方法: カード（Visa、末尾4242）');
    expect(mail.text).not.toContain('Card payment');
  });

  it('mails an approved activation receipt once, in English with MM-DD-YYYY, for the approved units', async () => {
    const { m, c } = await member({ pay_now: 'No', pay_type: 'Wire Transfer' });
    expect((await upload(c, '/api/user/upload/receipt', receiptForm(1))).status).toBe(200);
    await settle();
    expect(agreementsTo(m.email)).toHaveLength(0);
    const approved = await admin.post(
      '/api/user/receipt/approve-transfer',
      { user: m.id, unit: 4, narration: 'Wire ok' },
      key(),
    );
    expect(approved.status).toBe(200);
    const [row] = (await myRows(c)).filter((r) => r.kind === 'receipt');
    const mail = await theOnlyAgreement(m.email);
    expect(mail.subject).toBe(`Your lending agreement #${row.transaction_id}`);
    expect(mail.text).toContain('Units: 4');
    expect(mail.text).toContain('Payment: Wire Transfer, receipt approved');
    expect(mail.text).not.toContain('Offline payment with receipt');
    expect(mail.text).not.toContain('Note:');
    expect(mail.text).toContain(`Date: ${today().en}`);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('mails an approved pay later once, in German with day.month.year', async () => {
    const { m, c } = await member({ language: 'de' });
    expect((await c.post('/api/user/pay-later', { pay_type: 'ACH' }, key())).status).toBe(200);
    await settle();
    expect(agreementsTo(m.email)).toHaveLength(0);
    const approved = await admin.post(
      '/api/user/receipt/approve-transfer',
      { user: m.id, unit: 3, narration: 'ACH arrived', pending_payment: true, approval_reason: 'seen' },
      key(),
    );
    expect(approved.status).toBe(200);
    const mail = await theOnlyAgreement(m.email);
    expect(mail.text).toContain(translate('de', 'emails:agreementPdf.units', { units: 3 }));
    expect(mail.text).toContain('Zahlung: ACH, später bezahlt und genehmigt');
    expect(mail.text).not.toContain('Pay later');
    expect(mail.text).toContain(today().de);
  });

  it('mails a manual transfer with Yes once to the address given; with No mails none, yet the member can download it', async () => {
    const { m, c } = await member();
    const to = `agreement-${randomUUID()}@example.com`;
    const manual = (send_email: 'Yes' | 'No', email?: string) =>
      admin.post(
        '/api/admin/transactions/transfer',
        { user: m.id, units: 2, narration: 'manual', pay_type: 'Wire', send_email, email },
        key(),
      );
    const yes = await manual('Yes', to);
    expect(yes.status).toBe(200);
    const mail = await theOnlyAgreement(to);
    expect(mail.subject).toContain(`#${yes.body.data.transaction_id}`);

    const no = await manual('No');
    expect(no.status).toBe(200);
    await settle();
    expect(agreementsTo(m.email)).toHaveLength(0);
    const download = await mine(c, no.body.data.id);
    expect(download.status).toBe(200);
    const downloaded = readPdf(download.raw).text.replace(/\s+/g, ' ');
    expect(downloaded).toContain('Units: 2');
    // The administrator's own narration is kept, as a note.
    expect(downloaded).toContain('Payment: Wire Transfer, transfer by an administrator');
    expect(downloaded).toContain('Note: manual');
  });

  it('sends nothing twice when the events are handed to the reaction again, and nothing for free units or a reversal', async () => {
    const { m, c } = await member();
    await c.post('/api/payment/now', { unit: 2, token: await cardToken(c) }, key());
    await theOnlyAgreement(m.email);
    const [purchase] = (await myRows(c)).filter((r) => r.kind === 'purchase');
    const loyalty = await admin.post('/api/user/add-loyalty-units', { id: m.id, units: 3 }, key());
    expect(loyalty.status).toBe(200);
    expect((await admin.post('/api/admin/transactions/delete', { id: purchase.id }, key())).status).toBe(200);
    await settle();
    expect(agreementsTo(m.email)).toHaveLength(1);
    // Redelivery: the reaction's checkpoint back to the log's start hands it every event again.
    const before = t.mailbox.all().length;
    await t.dataSource.query(
      `UPDATE event_consumers SET checkpoint = 0 WHERE name = 'ledger.agreement-email'`,
    );
    await settle();
    const [consumer] = await t.dataSource.query(
      `SELECT checkpoint::text, handled FROM event_consumers WHERE name = 'ledger.agreement-email'`,
    );
    expect(Number(consumer.checkpoint)).toBeGreaterThan(0);
    expect(t.mailbox.all().length).toBe(before);
    expect(agreementsTo(m.email)).toHaveLength(1);
  });

  it("serves the PDF to its member and to admins only, from the ledger's facts", async () => {
    const owner = await member({ language: 'ja' });
    const other = await member();
    await owner.c.post('/api/payment/now', { unit: 3, token: await cardToken(owner.c) }, key());
    const [row] = (await myRows(owner.c)).filter((r) => r.kind === 'purchase');

    const own = await mine(owner.c, row.id);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/pdf/);
    expect(String(own.headers['content-disposition'])).toContain(`${row.transaction_id}.pdf`);
    const { text, missingGlyphs } = readPdf(own.raw);
    expect(text.replace(/\s+/g, ' ')).toContain(translate('ja', 'emails:agreementPdf.units', { units: 3 }));
    expect(text).toContain(today().ja);
    expect(text.replace(/\s+/g, ' ')).toContain('支払い方法: カード（Visa、末尾4242）');
    expect(text).not.toContain('Card payment');
    expect(missingGlyphs).toBe(0);

    const byAdmin = await anyones(admin, row.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers['content-type']).toMatch(/^application\/pdf/);
    // Another member's purchase is not theirs to see, nor to know of.
    expectClientError(await mine(other.c, row.id), 404, 'LEDGER.AGREEMENT_NOT_FOUND');
    expectClientError(await mine(other.c, randomUUID()), 404, 'LEDGER.AGREEMENT_NOT_FOUND');
    expectClientError(await anyones(other.c, row.id), 403);
    expectClientError(await mine(admin, row.id), 403);
    expectClientError(await mine(t.client(), row.id), 401);
    expectClientError(await anyones(t.client(), row.id), 401);
    expectClientError(await anyones(admin, 'not-a-uuid'));
  });

  it('has no agreement for free units or a payment not approved; the admin lists a member’s purchases', async () => {
    const { m, c } = await member({ pay_now: 'No', pay_type: 'Wire Transfer' });
    await upload(c, '/api/user/upload/receipt', receiptForm(1));
    await admin.post('/api/user/add-loyalty-units', { id: m.id, units: 2 }, key());
    const rows = await myRows(c);
    const pending = rows.find((r) => r.kind === 'receipt')!;
    const free = rows.find((r) => r.kind === 'loyalty')!;
    expectClientError(await mine(c, pending.id), 404, 'LEDGER.AGREEMENT_NOT_FOUND');
    expectClientError(await anyones(admin, free.id), 404, 'LEDGER.AGREEMENT_NOT_FOUND');
    expect((await admin.get(`/api/admin/users/${m.id}/purchases`)).body.data).toEqual([]);

    await admin.post('/api/user/receipt/approve-transfer', { user: m.id, unit: 2, narration: 'ok' }, key());
    await t.drainEvents();
    expect((await mine(c, pending.id)).status).toBe(200);
    const purchases = await admin.get(`/api/admin/users/${m.id}/purchases`);
    expect(purchases.status).toBe(200);
    expect(purchases.body.data.map((r: TransactionView) => [r.id, r.kind, r.units])).toEqual([
      [pending.id, 'receipt', 2],
    ]);
    expectClientError(await c.get(`/api/admin/users/${m.id}/purchases`), 403);
  });
});
