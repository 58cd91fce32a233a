import { TIER_PAGE_SIZE, type RegisterPayload } from '@app/libs';
import type { Browser, Page } from 'playwright-core';
import { adminClient } from '../server/test/ledger/ledger-fixtures';
import { Mailbox } from '../server/test/support/mailbox';
import { registerMember, uniqueEmail } from '../server/test/support/journeys';
import { pickOption, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signIn } from './support/sign-in';

jest.setTimeout(240_000);

/** The id and token of a member's referral link (/referral/{id}/{token}). */
function referralOf(link: string): Pick<RegisterPayload, 'referral' | 'referral_token'> {
  const [id, token] = new URL(link).pathname.split('/').slice(-2);
  return { referral: id, referral_token: token };
}

const mmddyyyy = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}-${date.getFullYear()}`;

describe('a member sees their referral network', () => {
  let t: ServedApp;
  let browser: Browser;
  let page: Page;
  let ip = 0;
  const client = () => t.client(`10.11.0.${++ip}`);
  let rita: { email: string; password: string; user: { id: string; referralLink: string } };
  let ritaClient: ReturnType<ServedApp['client']>;
  let cleo: { user: { id: string; referralLink: string } };
  let eve: { user: { id: string; referralLink: string } };

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    ({ page } = await newPage(browser, DESKTOP));
    ritaClient = client();
    rita = await registerMember(t, ritaClient, { fname: 'Rita', lname: 'Root' });
  });

  async function giveUnits(user: string, units: number) {
    const admin = await adminClient(t);
    const reply = await admin.post(
      '/api/admin/transactions/transfer',
      { user, units, narration: 'network journey', pay_type: 'Wire', send_email: 'No' },
      { 'idempotency-key': `network-e2e-${user}` },
    );
    expect(reply.status).toBe(200);
  }

  /**
   * Joins and units reach the network's read models through event consumers, in the background:
   * wait until Rita's figures caught up before the browser reads them.
   */
  async function untilNetwork(expected: { total: number; total_units: number }) {
    let seen: unknown;
    for (let tries = 0; tries < 150; tries += 1) {
      seen = (await ritaClient.get('/api/user/get-user-tiers')).body?.data;
      const figures = seen as { total?: number; total_units?: number } | undefined;
      if (figures?.total === expected.total && figures.total_units === expected.total_units) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the network shows ${JSON.stringify(seen)}, not ${JSON.stringify(expected)}`);
  }
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const networkCard = (target: Page) => target.locator('.network-card');

  it("registers through a member's referral link and appears in their tier 1", async () => {
    const email = uniqueEmail('nina');
    await page.goto(rita.user.referralLink);
    await page.getByText('Rita Root').first().waitFor();
    await page
      .getByRole('link', { name: /join my network/i })
      .first()
      .click();
    await page.waitForURL(/\/register\/.+\/.+/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await toast(page, 'OTP sent successfully');
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'SUBMIT CODE' }).click();
    await page.getByText('VERIFIED').first().waitFor();
    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Last Name').fill('Newcomer');
    await page.getByLabel('Phone').fill('5557654321');
    await page.getByLabel('Female', { exact: true }).check();
    await page.getByLabel('Street Address').fill('5 Elm Street');
    await pickOption(page, 'State', 'New York');
    await pickOption(page, 'City', 'Albany');
    await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
    await page.getByLabel('Confirm Password').fill('a long enough secret');
    await page.getByLabel('No', { exact: true }).check();
    await pickOption(page, 'Payment Type', 'Wire Transfer', false);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL('**/home');
    await untilNetwork({ total: 1, total_units: 0 });

    const { page: ritaPage } = await newPage(browser, DESKTOP);
    await signIn(ritaPage, t, rita.email, rita.password);
    await ritaPage.goto(`${t.url}/home`);
    const card = networkCard(ritaPage);
    await card.getByRole('tab', { name: 'Tier 1' }).waitFor();
    await card.getByText('Nina Newcomer').waitFor();
    expect(await card.getByRole('tab').allTextContents()).toEqual(['Tier 1']);
    await shot(ritaPage, 'network-home-tier1');
    await ritaPage.context().close();
  });

  it('shows tier tabs, the tier sums and the date filter on /home', async () => {
    // Rita -> Ben, Cleo (tier 1, with Nina) -> Dan under Ben (tier 2) -> Eve under Dan (tier 3).
    const ben = await registerMember(t, client(), {
      fname: 'Ben',
      lname: 'Branch',
      ...referralOf(rita.user.referralLink),
    });
    cleo = await registerMember(t, client(), {
      fname: 'Cleo',
      lname: 'Branch',
      ...referralOf(rita.user.referralLink),
    });
    const dan = await registerMember(t, client(), {
      fname: 'Dan',
      lname: 'Deep',
      ...referralOf(ben.user.referralLink),
    });
    eve = await registerMember(t, client(), {
      fname: 'Eve',
      lname: 'Deeper',
      ...referralOf(dan.user.referralLink),
    });
    await giveUnits(ben.user.id, 4);
    await giveUnits(dan.user.id, 3);
    await giveUnits(eve.user.id, 2);
    await untilNetwork({ total: 5, total_units: 9 });

    await signIn(page, t, rita.email, rita.password);
    await page.goto(`${t.url}/home`);
    const card = networkCard(page);
    await card.getByText('Cleo Branch').waitFor();
    expect(await card.getByRole('tab').allTextContents()).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
    await card.getByText('3 members · Total units: 4').waitFor();
    await card.locator('.ant-statistic', { hasText: 'Members in your network' }).getByText('5').waitFor();
    await card.locator('.ant-statistic', { hasText: 'Units in your network' }).getByText('9').waitFor();
    await card.locator('li', { hasText: 'Ben Branch' }).getByText('4 units').waitFor();

    await card.getByRole('tab', { name: 'Tier 3' }).click();
    await card.getByText('Eve Deeper').waitFor();
    await card.getByText('1 member · Total units: 2').waitFor();

    await card.getByRole('tab', { name: 'Tier 1' }).click();
    await card.getByRole('button', { name: 'Filter', exact: true }).click();
    await toast(page, 'Please select start date');
    const start = card.getByLabel('Start date');
    const end = card.getByLabel('End date');
    await start.fill('01-01-2020');
    await start.press('Enter');
    await card.getByRole('button', { name: 'Filter', exact: true }).click();
    await toast(page, 'Please select end date');
    await end.fill('12-31-2020');
    await end.press('Enter');
    await card.getByRole('button', { name: 'Filter', exact: true }).click();
    await card.getByText('No member of this tier joined between these dates.').waitFor();
    await shot(page, 'network-home-filter-empty');

    const today = new Date();
    await start.fill(mmddyyyy(new Date(today.getTime() - 86_400_000)));
    await start.press('Enter');
    await end.fill(mmddyyyy(new Date(today.getTime() + 86_400_000)));
    await end.press('Enter');
    await card.getByRole('button', { name: 'Filter', exact: true }).click();
    await card.getByText('Ben Branch').waitFor();
    await card.getByRole('button', { name: 'Clear filter' }).click();
    await card.getByText('3 members · Total units: 4').waitFor();
    expect(await start.inputValue()).toBe('');
  });

  it('opens the genealogy tree level by level and finds a member with search', async () => {
    await page.goto(`${t.url}/home`);
    await page.getByRole('link', { name: 'View Genealogy' }).click();
    await page.waitForURL('**/geneology');
    const tree = page.getByRole('tree', { name: 'Referral tree' });
    await tree.getByText('Ben Branch').waitFor();
    expect(await tree.getByText('Dan Deep').count()).toBe(0);
    await tree.getByRole('treeitem').filter({ hasText: 'Ben Branch' }).locator('.ant-tree-switcher').click();
    await tree.getByRole('treeitem').filter({ hasText: 'Dan Deep' }).getByText('3 units').waitFor();
    await shot(page, 'genealogy-expanded');

    await page.getByLabel('Search your network').fill('Deeper');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByText('Tier 3', { exact: false }).waitFor();
    await results.getByRole('button').first().click();
    const eve = tree.getByRole('treeitem').filter({ hasText: 'Eve Deeper' });
    await eve.waitFor();
    expect(await eve.getAttribute('aria-selected')).toBe('true');
    await shot(page, 'genealogy-search');
  });

  it('works on a 375 px phone', async () => {
    const { page: phone } = await newPage(browser, PHONE);
    await signIn(phone, t, rita.email, rita.password);
    await phone.goto(`${t.url}/home`);
    await networkCard(phone).getByText('Cleo Branch').waitFor();
    await networkCard(phone).scrollIntoViewIfNeeded();
    await shot(phone, 'network-home-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.goto(`${t.url}/geneology`);
    await phone.getByRole('tree', { name: 'Referral tree' }).getByText('Ben Branch').waitFor();
    await shot(phone, 'genealogy-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();
  });

  it('pages a tier and a node with more members than one page holds', async () => {
    // 51 referrals of Cleo: Rita's tier 2 then holds 52 (with Dan), one more than a page of 50.
    const names = Array.from({ length: 51 }, (_, i) => `Kid${String(i + 1).padStart(2, '0')}`);
    for (let i = 0; i < names.length; i += 6) {
      await Promise.all(
        names
          .slice(i, i + 6)
          .map((fname) =>
            registerMember(t, client(), { fname, lname: 'Many', ...referralOf(cleo.user.referralLink) }),
          ),
      );
    }
    await untilNetwork({ total: 56, total_units: 9 });
    await page.goto(`${t.url}/home`);
    const card = networkCard(page);
    await card.getByRole('tab', { name: 'Tier 2' }).click();
    await card.getByText('52 members · Total units: 3').waitFor();
    expect(await card.locator('.tier-members__item').count()).toBe(TIER_PAGE_SIZE);
    for (let shown = TIER_PAGE_SIZE; shown < 52; shown += TIER_PAGE_SIZE) {
      await card.getByRole('button', { name: `Load more (${shown} of 52)` }).click();
      await card
        .locator('.tier-members__item')
        .nth(Math.min(shown + TIER_PAGE_SIZE, 52) - 1)
        .waitFor();
    }
    await card.getByText('Kid51 Many').waitFor();
    expect(await card.locator('.tier-members__item').count()).toBe(52);
    const listHeight = await card.locator('.tier-members__list').evaluate((list) => list.clientHeight);
    expect(listHeight).toBeLessThanOrEqual(500);

    await page.goto(`${t.url}/geneology`);
    const tree = page.getByRole('tree', { name: 'Referral tree' });
    await tree.getByRole('treeitem').filter({ hasText: 'Cleo Branch' }).locator('.ant-tree-switcher').click();
    const more = tree.getByRole('button', { name: 'Load more (50 of 51)' });
    await tree.getByText('Kid01 Many').waitFor();
    // The tree scrolls inside its 700 px; the rows out of view are not even rendered.
    const holder = page.locator('.genealogy-tree .ant-tree-list-holder');
    expect(await holder.evaluate((el) => el.clientHeight)).toBeLessThanOrEqual(700);
    await holder.hover();
    for (let turns = 0; turns < 40 && !(await more.isVisible()); turns += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    await more.click();
    await tree.getByText('Kid51 Many').waitFor();
    await shot(page, 'genealogy-paged', { window: true });
  });

  it('reaches a tier past the window of tabs through the tier field, on a phone', async () => {
    // A chain of 18 under Eve (tier 3): Rita's deepest tier becomes 21, one past the 20 tabs shown.
    let link = eve.user.referralLink;
    for (let level = 4; level <= 21; level += 1) {
      const next = await registerMember(t, client(), {
        fname: `Level${level}`,
        lname: 'Chain',
        ...referralOf(link),
      });
      link = next.user.referralLink;
    }
    await untilNetwork({ total: 74, total_units: 9 });
    const { page: phone } = await newPage(browser, PHONE);
    await signIn(phone, t, rita.email, rita.password);
    await phone.goto(`${t.url}/home`);
    const card = networkCard(phone);
    await card.getByText('Cleo Branch').waitFor();
    expect(await card.locator('.ant-tabs-tab').count()).toBe(20);
    const field = card.getByLabel('Go to tier (1 to 21)');
    await field.fill('21');
    await card.getByText('Level21 Chain').waitFor();
    expect(await card.getByRole('tab', { name: 'Tier 21' }).getAttribute('aria-selected')).toBe('true');
    await card.scrollIntoViewIfNeeded();
    await shot(phone, 'network-home-deep-phone', { window: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();
  });
});
