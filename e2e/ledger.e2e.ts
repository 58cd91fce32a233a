/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { registerMember } from '../server/test/support/journeys';
import { UnitsLedger } from '../server/src/modules/units-ledger';
import { pickOption, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { scrollTo, sidebarAtWindowBottom } from './support/layout';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(180_000);

describe('the units ledger in the browser', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let member: { email: string; password: string; user: { id: string } };

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    member = await registerMember(t, t.client('10.3.0.1'), { fname: 'Lena', lname: 'Ledger' });
    ({ page: admin } = await newPage(browser, DESKTOP));
    await admin.goto(`${t.url}/login`);
    await admin.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await admin.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'LOGIN' }).click();
    await admin.waitForURL('**/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const rowOf = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text }).first();

  it('transfers units manually through the form, with the recipient found by email', async () => {
    await admin.getByRole('menuitem', { name: 'Transactions' }).click();
    await admin.waitForURL('**/admin/transactions');
    await admin.getByRole('link', { name: 'Transfer Units' }).click();
    await admin.waitForURL('**/admin/transactions/create');

    await admin.getByRole('button', { name: 'Transfer Units' }).click();
    await admin.getByText('There should be at least one unit').first().waitFor();

    await pickOption(admin, 'Payment Method', 'Wire Transfer', false);
    await admin.getByLabel('Units').fill('7');
    await pickOption(admin, 'User', member.email);
    await admin.getByLabel('Narration').fill('E2E manual wire');
    await admin.getByLabel('Yes', { exact: true }).check();
    await shot(admin, 'ledger-transfer-form');
    // A double click moves the units once: the form carries one idempotency key.
    await admin.getByRole('button', { name: 'Transfer Units' }).dblclick();
    await toast(admin, 'Units transferred successfully');
    await admin.waitForURL('**/admin/transactions');
    await rowOf(admin, 'E2E manual wire').getByText('Done').waitFor();
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE narration = 'E2E manual wire'`,
    );
    expect(count).toBe(1);
    await shot(admin, 'ledger-admin-transactions');
  });

  it('deletes a transaction (a reversal) after the confirmation', async () => {
    const row = rowOf(admin, 'E2E manual wire');
    await row.getByRole('button', { name: /Delete transaction/ }).click();
    await admin.getByText('Are you sure you want to delete this transaction?').waitFor();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click();
    await toast(admin, 'Transaction deleted successfully!');
    // The reversal is the newest row; the original now reads Reversed and offers no delete.
    const rows = admin.locator('tr.ant-table-row', { hasText: 'E2E manual wire' });
    await rows.filter({ hasText: 'Reversal' }).first().waitFor();
    await rows.filter({ hasText: 'Reversed' }).first().waitFor();
    expect(await rows.getByRole('button', { name: /Delete transaction/ }).count()).toBe(0);
  });

  it('approves a pending transaction from its Pending tag', async () => {
    const ledger = t.app.get(UnitsLedger);
    await ledger.transfer({
      memberId: member.user.id,
      units: 4,
      unitValueCents: 50_000,
      narration: 'E2E pending wire',
      payType: 'Wire',
      kind: 'manual',
      actorId: null,
      idempotencyKey: 'e2e-ledger-pending-1',
      pending: true,
    });
    await admin.reload();
    await rowOf(admin, 'E2E pending wire').getByRole('button', { name: 'Pending' }).click();
    const modal = admin.locator('.ant-modal');
    await modal.getByText(member.email).waitFor();
    expect(await modal.getByLabel('Units').inputValue()).toBe('4');
    await modal.getByLabel('Units').fill('0');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await modal.getByText('There should be at least one unit').waitFor();
    await modal.getByLabel('Units').fill('3');
    await shot(admin, 'ledger-approve-modal');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await toast(admin, 'Approved successfully!');
    await rowOf(admin, 'E2E pending wire').getByText('Done').waitFor();
  });

  it('adds and deducts free units on the user view', async () => {
    await rowOf(admin, 'E2E pending wire').getByRole('link', { name: 'Lena Ledger' }).click();
    await admin.waitForURL(`**/admin/users/view/${member.user.id}`);
    await admin.getByRole('heading', { name: 'Lena Ledger' }).waitFor();
    await admin.getByText(member.email).first().waitFor();
    await admin.getByText('3 paid + 0 free = 3 units').waitFor();
    const input = admin.getByLabel('Free Units');
    const add = admin.getByRole('button', { name: 'Add' });

    await add.click();
    await toast(admin, 'Please enter the number of loyalty units to add.');
    await input.fill('-2');
    await add.click();
    await toast(admin, "User doesn't have any loyalty units to deduct.");
    await input.fill('5');
    // A double click sends one Idempotency-Key twice: the units are added once.
    await add.dblclick();
    await toast(admin, 'Loyalty units added successfully');
    await admin.getByText('3 paid + 5 free = 8 units').waitFor();
    await input.fill('-9');
    await add.click();
    await toast(admin, 'Deducted units must be less than or equal to loyalty units.');
    await input.fill('-2');
    await add.click();
    await toast(admin, 'Loyalty units deducted successfully');
    await admin.getByText('3 paid + 3 free = 6 units').waitFor();
    await admin.getByText('Free Unit Logs').waitFor();
    await admin.getByText('5 free units added by admin').waitFor();
    await admin.getByText('2 free units deducted by admin').waitFor();
    await shot(admin, 'ledger-user-view');
  });

  it('audits the ledger: verify holds, the member statement and the event log', async () => {
    await admin.getByRole('menuitem', { name: 'Ledger Audit' }).click();
    await admin.waitForURL('**/admin/ledger');
    await admin.getByText('The ledger has not been verified yet.').waitFor();
    // The run goes to the background job; the page polls until it has the result.
    await admin.getByRole('button', { name: 'Verify ledger' }).click();
    await admin.getByText('All holds').waitFor({ timeout: 30_000 });
    await admin.getByText('Passed', { exact: true }).waitFor();
    await admin.getByText(/^Started \d{2}-\d{2}-\d{4} .+ by Super Admin/).waitFor();
    const counts = await admin.getByText(/chain anchors? checked\.$/).innerText();
    expect(counts).toMatch(
      /^\d+ accounts?, \d+ transfers?, \d+ postings?, \d+ sealed events? and \d+ chain anchors? checked\.$/,
    );
    expect(counts).not.toMatch(/\b1 (accounts|transfers|postings|sealed events)\b/);
    await shot(admin, 'ledger-audit-verified');
    // The result is kept: it is there again after a reload, without running anything.
    await admin.reload();
    await admin.getByText('All holds').waitFor();
    const pendingRow = admin.locator('tr.ant-table-row', { hasText: 'E2E pending wire' }).first();
    await pendingRow.waitFor();
    // People's words, not account codes.
    expect(await pendingRow.innerText()).toContain('Issuer → Paid units');
    expect(await admin.locator('.ledger-page').innerText()).not.toMatch(
      /member_paid|member_loyalty|loyalty_issuer/,
    );
    const exportLink = admin.getByRole('link', { name: 'Export CSV' });
    expect(await exportLink.getAttribute('href')).toContain('/api/admin/ledger/export.csv');
    await pickOption(admin, 'Member', member.email);
    await admin.getByRole('tab', { name: 'Member statement' }).click();
    await admin.getByText('Opening balance').waitFor();
    await admin.getByText('Closing balance').waitFor();
    await shot(admin, 'ledger-audit-statement');
    await admin.getByRole('tab', { name: 'Event log' }).click();
    await admin.waitForTimeout(1500);
    await shot(admin, 'ledger-audit-events');
    await admin.getByRole('tabpanel', { name: 'Event log' }).locator('tr.ant-table-row').first().waitFor();
    await admin.getByRole('tab', { name: 'Transfers' }).click();
    await shot(admin, 'ledger-audit');
    // The page is taller than the window: the sidebar still fills the window when scrolled to the end.
    expect(await admin.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await scrollTo(admin, 1);
    expect(await sidebarAtWindowBottom(admin)).toBe(true);
    await shot(admin, 'ledger-audit-scrolled-to-end', { window: true });
    await scrollTo(admin, 0);
  });

  it("shows the member's own transactions on /transactions, at phone width too", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/home');
    await page.goto(`${t.url}/transactions`);
    await rowOf(page, 'E2E pending wire').waitFor();
    await rowOf(page, 'E2E manual wire').waitFor();
    await rowOf(page, '5 free units added by admin').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'ledger-member-transactions-phone');
    await context.close();

    const { context: wide, page: adminPhone } = await newPage(browser, PHONE);
    await adminPhone.goto(`${t.url}/login`);
    await adminPhone.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await adminPhone.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await adminPhone.getByRole('button', { name: 'LOGIN' }).click();
    await adminPhone.waitForURL('**/dashboard');
    await adminPhone.goto(`${t.url}/admin/transactions`);
    await rowOf(adminPhone, 'E2E pending wire').waitFor();
    const adminOverflow = await adminPhone.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(adminOverflow).toBeLessThanOrEqual(0);
    await shot(adminPhone, 'ledger-admin-transactions-phone');
    await adminPhone.goto(`${t.url}/admin/ledger`);
    await adminPhone.getByText('All holds').waitFor();
    await adminPhone.getByRole('button', { name: 'Verify ledger' }).waitFor();
    const auditOverflow = await adminPhone.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(auditOverflow).toBeLessThanOrEqual(0);
    await shot(adminPhone, 'ledger-audit-phone');
    await wide.close();
  });
});
