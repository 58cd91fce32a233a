/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { tinyPng } from '../server/test/support/fixtures';
import { Mailbox } from '../server/test/support/mailbox';
import { registerMember, uniqueEmail } from '../server/test/support/journeys';
import { TEST_CARD_SUCCEEDS } from '@app/libs';
import { pickOption, statistic, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signIn } from './support/sign-in';

jest.setTimeout(240_000);

const INSTRUCTIONS = 'Send USDC to 0xA11CE, memo: your email.';
const receiptFile = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

/** Issue 19: one activation, whichever way it is paid (ADR 0029). */
describe('an activation paid offline or by card, in the browser', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let ip = 0;

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signIn(admin, t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '**/dashboard');
    const adminApi = t.client('10.20.0.250');
    await adminApi.post('/api/login', { email: t.env.ADMIN_EMAIL, password: t.env.ADMIN_PASSWORD });
    const set = await adminApi.post('/api/admin/configuration/update', {
      key: 'payment-instructions-crypto-currency',
      value: INSTRUCTIONS,
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const units = (page: Page) => statistic(page, 'Balance (units)');
  const activationCard = (page: Page) => page.locator('.activation-card');

  async function uploadFromHome(page: Page, file: string) {
    await activationCard(page).getByRole('button', { name: 'Upload Receipt' }).click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('input[type=file]').setInputFiles([receiptFile(file)]);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Receipt uploaded successfully');
    await activationCard(page).getByText('Receipt awaiting approval', { exact: true }).waitFor();
  }

  it('registers with "Pay now? No" and Crypto Currency, reads what to pay, uploads, and is approved once', async () => {
    const { page } = await newPage(browser, PHONE);
    const email = uniqueEmail('crypto');
    const password = 'a long enough secret';
    await page.goto(`${t.url}/register`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await toast(page, 'OTP sent successfully');
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'SUBMIT CODE' }).click();
    await page.getByText('VERIFIED').first().waitFor();
    await page.getByLabel('First Name').fill('Cora');
    await page.getByLabel('Last Name').fill('Crypto');
    await page.getByLabel('Phone').fill('5557654321');
    await page.getByLabel('Female', { exact: true }).check();
    await page.getByLabel('Street Address').fill('5 Elm Street');
    await pickOption(page, 'State', 'New York');
    await pickOption(page, 'City', 'Albany');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('Units you intend to purchase').fill('3');
    await page.getByLabel('No', { exact: true }).check();
    await pickOption(page, 'Payment Type', 'Crypto Currency', false);
    await page.getByRole('button', { name: 'REGISTER' }).click();

    // Straight to /home, where the member reads what is owed and how to pay it.
    await page.waitForURL('**/home');
    const card = activationCard(page);
    await card.getByText('Your activation payment').waitFor();
    await card.getByText('$1,500.00').waitFor();
    await card.getByText(INSTRUCTIONS).waitFor();
    await card.getByRole('link', { name: 'Pay by card instead' }).waitFor();
    await shot(page, 'home-activation-owed-phone');

    // The administrators see the member among pending payments at once.
    await admin.goto(`${t.url}/admin/pending/payments`);
    const row = admin.locator('tr.ant-table-row', { hasText: email });
    await row.getByText('$1,500.00').waitFor();

    await uploadFromHome(page, 'usdc.png');
    await shot(page, 'home-activation-requested-phone');

    await admin.reload();
    await row.getByRole('button', { name: 'Approve' }).click();
    const modal = admin.locator('.ant-modal:visible');
    await modal.getByLabel('Narration').fill('USDC received');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await toast(admin, 'Approved successfully!');
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await units(page).getByText('3', { exact: true }).waitFor();
    await activationCard(page).waitFor({ state: 'detached' });
    await shot(page, 'home-activation-approved-phone');
    const [member] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    // One purchase: the pending transfer of the receipt, posted once.
    const posted = await t.dataSource.query(
      `SELECT count(*)::int AS n, coalesce(sum(units), 0)::int AS units FROM ledger_transfers
        WHERE member_id = $1 AND type IN ('transfer', 'post')`,
      [member.id],
    );
    expect(posted[0]).toEqual({ n: 1, units: 3 });
    // The lending agreement of the approved purchase arrives once, and is on /transactions too.
    await t.mailbox.waitFor(email, 'lending agreement', 20_000);
    expect(t.mailbox.count(email, 'lending agreement')).toBe(1);
    await page.goto(`${t.url}/transactions`);
    await page
      .getByRole('link', { name: /^Agreement \(PDF\) #/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^Agreement \(PDF\) #/ }).count()).toBe(1);
    await page.context().close();
  });

  it('pays by card while the receipt waits: one purchase, and the stale approval is refused', async () => {
    ip += 1;
    const registered = await registerMember(t, t.client(`10.20.0.${ip}`), {
      fname: 'Carl',
      lname: 'Switch',
      pay_now: 'No',
      pay_type: 'Crypto Currency',
      units_purchase_intent: 10,
    });
    const { page } = await newPage(browser, DESKTOP);
    await signIn(page, t, registered.email, registered.password, '**/home');
    await activationCard(page).getByText('$5,000.00').waitFor();
    await uploadFromHome(page, 'crypto.png');

    // The admin opens the pending payments while the receipt waits.
    await admin.goto(`${t.url}/admin/pending/payments`);
    const row = admin.locator('tr.ant-table-row', { hasText: registered.email });
    await row.waitFor();

    await activationCard(page).getByRole('link', { name: 'Pay by card instead' }).click();
    await page.waitForURL('**/pay-now');
    await page.getByLabel('No. of Units').fill('4');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.waitForURL('**/home');
    await units(page).getByText('4', { exact: true }).waitFor();
    expect(await activationCard(page).count()).toBe(0);

    // The admin's page still shows the member: approving now is refused, and nothing moves.
    await row.getByRole('button', { name: 'Approve' }).click();
    const modal = admin.locator('.ant-modal:visible');
    await modal.getByLabel('Narration').fill('Crypto seen');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await modal.getByText("This member's activation is already paid: nothing was changed.").waitFor();
    await shot(admin, 'admin-approve-after-card');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await admin.reload();
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await units(page).getByText('4', { exact: true }).waitFor();
    await page.context().close();
  });

  it('reads a history with a voided pay later and a reversal, in English and in Japanese', async () => {
    ip += 1;
    const client = t.client(`10.20.0.${ip}`);
    const registered = await registerMember(t, client, {
      fname: 'Hana',
      lname: 'History',
      pay_now: 'Yes',
      pay_type: 'Credit/Debit Card',
      units_purchase_intent: 2,
    });
    const keyed = () => ({ 'Idempotency-Key': randomUUID() });
    const ok = (reply: { status: number; body: unknown }) => {
      if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
      return reply;
    };
    ok(await client.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, keyed()));
    const token = ok(
      await client.post('/api/payment/test-gateway/tokens', {
        number: TEST_CARD_SUCCEEDS,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      }),
    ) as { body: { data: { token: string } } };
    ok(await client.post('/api/payment/now', { unit: 3, token: token.body.data.token }, keyed()));
    const adminApi = t.client('10.20.0.251');
    ok(await adminApi.post('/api/login', { email: t.env.ADMIN_EMAIL, password: t.env.ADMIN_PASSWORD }));
    const manual = ok(
      await adminApi.post(
        '/api/admin/transactions/transfer',
        {
          user: registered.user.id,
          units: 4,
          narration: 'Bonus for May',
          pay_type: 'Wire',
          send_email: 'No',
        },
        keyed(),
      ),
    ) as { body: { data: { id: string } } };
    ok(await adminApi.post('/api/admin/transactions/delete', { id: manual.body.data.id }, keyed()));
    await t.drainEvents();

    const { page } = await newPage(browser, DESKTOP);
    await signIn(page, t, registered.email, registered.password, '**/home');
    await page.goto(`${t.url}/transactions`);
    const history = page.locator('.ant-table').first();
    const rowOf = (text: string) => history.locator('tr.ant-table-row', { hasText: text });
    await rowOf('Pay later').getByText('Voided').waitFor();
    await rowOf('Card payment (Visa 4242)').getByText('Done').waitFor();
    await rowOf('Reversal of #').getByText('-4', { exact: true }).waitFor();
    await history.locator('tr.ant-table-row', { hasText: 'Bonus for May' }).getByText('Reversed').waitFor();
    // A deduction is shown once, with its sign: no Debit column beside it; every row has its Trx#.
    expect(await history.getByRole('columnheader', { name: 'Debit' }).count()).toBe(0);
    expect(await history.getByText('#…').count()).toBe(0);
    await shot(page, 'transactions-history-en');

    // The member switches to Japanese with the language button, as a person would.
    await page.getByRole('button', { name: 'LANGUAGES: choose a language' }).click();
    await page
      .getByRole('dialog', { name: 'Select Language' })
      .getByRole('button', { name: 'Japanese' })
      .click();
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
    await rowOf('後払い').getByText('無効').waitFor();
    await rowOf('カード払い（Visa 4242）').getByText('完了').waitFor();
    await rowOf('の取消').getByText('-4', { exact: true }).waitFor();
    for (const english of ['Card payment', 'Pay later', 'Reversal of', 'Voided'])
      expect(await history.getByText(english).count()).toBe(0);
    await shot(page, 'transactions-history-ja');
    await page.context().close();
  });
});
