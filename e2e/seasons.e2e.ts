/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { RegisterPayload } from '@app/libs';
import type { Browser, Page } from 'playwright-core';
import { adminClient } from '../server/test/ledger/ledger-fixtures';
import { registerMember } from '../server/test/support/journeys';
import { eventually, seasons } from '../server/test/seasons/season-fixtures';
import { toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signIn } from './support/sign-in';

jest.setTimeout(300_000);

type Member = { email: string; password: string; user: { id: string; referralLink: string } };

function referralOf(link: string): Pick<RegisterPayload, 'referral' | 'referral_token'> {
  const [id, token] = new URL(link).pathname.split('/').slice(-2);
  return { referral: id, referral_token: token };
}

/** The calendar date `days` from today in UTC (the operator's zone of this app). */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe('seasons and reward pools, as an administrator and a member see them', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let rita: Member;
  let nina: Member;
  let ip = 0;
  const client = () => t.client(`10.12.0.${++ip}`);

  async function giveUnits(user: string, units: number, key: string) {
    const reply = await (
      await adminClient(t)
    ).post(
      '/api/admin/transactions/transfer',
      { user, units, narration: 'seasons journey', pay_type: 'Wire', send_email: 'No' },
      { 'idempotency-key': `seasons-e2e-${key}` },
    );
    expect(reply.status).toBe(200);
  }

  /** The season-units projection reads the log in the background: wait until it counted `total`. */
  async function untilSeasonUnits(no: number, total: number) {
    const api = await adminClient(t);
    await eventually(
      async () => {
        await t.drainEvents();
        return (await api.get('/api/admin/season/units-season-vise?page=1&perPage=10')).body.data;
      },
      (data) => Number(data?.seasonViseUnits?.[String(no)] ?? 0) === total,
    );
  }

  /**
   * Fills the lock modal's date and confirms it, until the server answered the store: a toast of an
   * earlier schedule may still be on screen, so the answer itself is what is awaited.
   */
  async function scheduleLock(modal: ReturnType<Page['getByRole']>, date: string) {
    const input = modal.getByLabel('Lock Current Season at:');
    await input.fill(date);
    expect(await input.inputValue()).toBe(date);
    const stored = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/season/store') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Confirm' }).click();
    expect((await stored).status()).toBe(201);
  }

  const unitsRow = (name: string) =>
    admin.getByRole('region', { name: 'Seasons Units' }).getByRole('row').filter({ hasText: name });

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    rita = await registerMember(t, client(), { fname: 'Rita', lname: 'Root' });
    nina = await registerMember(t, client(), {
      fname: 'Nina',
      lname: 'Node',
      ...referralOf(rita.user.referralLink),
    });
    await giveUnits(rita.user.id, 3, 'rita-1');
    await giveUnits(nina.user.id, 5, 'nina-1');
    await untilSeasonUnits(1, 3 + 5);
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signIn(admin, t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '**/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('schedules a lock, deletes it, then locks the current season at once with today', async () => {
    await admin.getByRole('menuitem', { name: 'Seasons' }).click();
    await admin.waitForURL('**/admin/seasons');
    await admin.getByText('No season scheduled').waitFor();
    await unitsRow('Nina Node').getByText('5').first().waitFor();
    await admin
      .getByRole('columnheader', { name: /Season 1 Units/ })
      .getByText('Current Season')
      .waitFor();
    await shot(admin, 'seasons-1-before-any-lock');

    const tomorrow = utcDay(1);
    await admin.getByRole('button', { name: 'Lock/Schedule Season' }).click();
    const modal = admin.getByRole('dialog', { name: 'Initiate a new season and lock the current one?' });
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await modal.getByText('Please choose a date.').waitFor();
    await scheduleLock(modal, tomorrow);
    await toast(admin, 'Season lock scheduled.');
    const scheduled = admin.getByRole('region', { name: 'Schedule Seasons' });
    await scheduled.getByText(mmddyyyy(tomorrow)).waitFor();
    await shot(admin, 'seasons-2-scheduled');

    await admin
      .getByRole('button', { name: `Delete the season scheduled for ${mmddyyyy(tomorrow)}` })
      .click();
    await admin.getByText('Are you sure you want to delete this scheduled season?').waitFor();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click();
    await toast(admin, 'Scheduled season deleted.');
    await admin.getByText('No season scheduled').waitFor();

    await admin.getByRole('button', { name: 'Lock/Schedule Season' }).click();
    await scheduleLock(modal, utcDay(0));
    await eventually(
      () => seasons(t),
      (rows) => rows.length === 2 && rows[0].locked,
    );
    await t.drainEvents();
    await admin.reload();
    await admin
      .getByRole('columnheader', { name: /Season 1 Units/ })
      .getByText(`Locked At: ${mmddyyyy(utcDay(0))}`)
      .waitFor();
    await admin
      .getByRole('columnheader', { name: /Season 2 Units/ })
      .getByText('Current Season')
      .waitFor();
    await shot(admin, 'seasons-3-season-1-locked');

    await admin.setViewportSize(PHONE);
    await shot(admin, 'seasons-4-phone');
    await admin.setViewportSize(DESKTOP);
  });

  it('splits a payout between the pools to the cent and exports them', async () => {
    await giveUnits(nina.user.id, 2, 'nina-2');
    await untilSeasonUnits(2, 2);
    await admin.getByRole('menuitem', { name: 'Pools' }).click();
    await admin.waitForURL('**/admin/pools');
    await admin.getByLabel('Season', { exact: true }).click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Season 1' })
      .click();

    const lenders = admin.getByRole('region', { name: "Lender's Pool" });
    const builders = admin.getByRole('region', { name: "Builder's Pool" });
    await lenders.getByRole('row').filter({ hasText: 'Nina Node' }).getByText('5').first().waitFor();
    // Rita's downline holds Nina's 5 units of Season 1 (and the 2 of Season 2 stay out of it).
    await builders.getByRole('row').filter({ hasText: 'Rita Root' }).getByText('5').first().waitFor();

    await admin.getByLabel('Payout of Season 1 (USD)').fill('100.015');
    await admin.getByRole('button', { name: 'Save payout' }).click();
    await admin.getByText('Enter a positive amount in dollars with at most 2 decimals.').waitFor();
    await admin.getByLabel('Payout of Season 1 (USD)').fill('100.01');
    await admin.getByRole('button', { name: 'Save payout' }).click();
    await toast(admin, 'Payout saved.');
    // Lenders get 50.01 (the odd cent) pro rata 3 : 5: 18.75375 and 31.25625 dollars; the cent left
    // after rounding down goes to the larger remainder, Nina's. Builders get 50.00, all Rita's.
    const table = await (await adminClient(t)).get('/api/admin/pool/seasons/1?pool=lenders&perPage=10');
    const shares = Object.fromEntries(
      (table.body.data.rows.data as Array<{ user: { fullName: string }; shareCents: number }>).map((row) => [
        row.user.fullName,
        row.shareCents,
      ]),
    );
    expect(shares).toEqual({ 'Rita Root': 1875, 'Nina Node': 3126 });
    await lenders.getByRole('row').filter({ hasText: 'Nina Node' }).getByText('$31.26').waitFor();
    await lenders.getByRole('row').filter({ hasText: 'Rita Root' }).getByText('$18.75').waitFor();
    await builders.getByRole('row').filter({ hasText: 'Rita Root' }).getByText('$50.00').first().waitFor();
    await shot(admin, 'pools-1-season-1-paid');

    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: "Export CSV: Lender's Pool" }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(nina.email);
    expect(csv).toContain('31.26');

    await admin.setViewportSize(PHONE);
    await shot(admin, 'pools-2-phone');
    await admin.setViewportSize(DESKTOP);
  });

  it("shows a member their pools of the current season and their past seasons' rewards", async () => {
    const { page } = await newPage(browser, PHONE);
    await signIn(page, t, nina.email, nina.password, /\/(home|buy-more)$/);
    if (!page.url().endsWith('/home')) await page.goto(`${t.url}/home`);
    const pools = page.getByRole('region', { name: 'Reward pools' });
    await pools.getByRole('heading', { name: 'Lenders Pool' }).waitFor();
    await pools.getByRole('heading', { name: 'Builders Pool' }).waitFor();
    await pools.getByText('Season 2').first().waitFor();
    await pools.getByText("Shown once the season's payout is set").first().waitFor();
    const past = page.getByRole('region', { name: 'Past seasons' });
    await past.getByRole('row').filter({ hasText: 'Season 1' }).waitFor();
    await shot(page, 'pools-3-member-home-phone');
    await page.context().close();
  });
});
