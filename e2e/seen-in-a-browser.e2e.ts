/// <reference lib="dom" />
import type { RegisterPayload } from '@app/libs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Mailbox } from '../server/test/support/mailbox';
import { registerMember, uniqueEmail } from '../server/test/support/journeys';
import deTexts from '../web/src/locales/de/translation.json';
import enTexts from '../web/src/locales/en/translation.json';
import jaTexts from '../web/src/locales/ja/translation.json';
import ruTexts from '../web/src/locales/ru/translation.json';
import { openMenu, pickOption, toast, toastPosition } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { contentUnderLanguageButtonWhileScrolling } from './support/layout';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(300_000);

type Member = Awaited<ReturnType<typeof registerMember>>;

function referralOf(link: string): Pick<RegisterPayload, 'referral' | 'referral_token'> {
  const [, , id, token] = new URL(link).pathname.split('/');
  return { referral: id, referral_token: token };
}

/** Issue 21, "smaller things seen in a browser": each one, as a person meets it in the browser. */
describe('the small things seen in a browser', () => {
  let t: ServedApp;
  let browser: Browser;
  let paula: Member;
  let cody: Member;

  const signIn = async (page: Page, email: string, password: string, landing: string) => {
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`**${landing}`);
  };
  const signInAdmin = (page: Page) => signIn(page, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '/dashboard');
  const chartsShown = async (page: Page) => {
    await page.locator('.back-office-chart svg').first().waitFor();
    await page.locator('.back-office-chart svg').last().waitFor();
  };
  /** Through the floating button, as a person does; signed in, the account keeps the choice. */
  const chooseLanguage = async (page: Page, code: string) => {
    await page.locator('.language-fab').click();
    await page.locator(`.language-option[lang="${code}"]`).click();
    await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
    await page.locator('.loading-overlay').waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    paula = await registerMember(t, t.client('10.21.0.1'), { fname: 'Paula', lname: 'Parent' });
    cody = await registerMember(t, t.client('10.21.0.2'), {
      fname: 'Cody',
      lname: 'Child',
      ...referralOf(paula.user.referralLink),
    });
    await t.drainEvents();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('keeps the language button off the dashboard charts and every other page content, at any scroll', async () => {
    for (const viewport of [DESKTOP, { width: 1024, height: 600 }, { width: 800, height: 640 }]) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await chartsShown(page);
      expect(await contentUnderLanguageButtonWhileScrolling(page)).toEqual([]);
      if (viewport === DESKTOP) {
        // The charts at the window's bottom edge, where the button used to cover their right edge.
        await page
          .locator('.back-office-chart')
          .last()
          .evaluate((chart) => chart.scrollIntoView(false));
        await shot(page, 'dashboard-charts-beside-language-button', { window: true });
      }
      await page.goto(`${t.url}/admin/users`);
      await page.getByRole('link', { name: paula.email }).waitFor();
      expect(await contentUnderLanguageButtonWhileScrolling(page)).toEqual([]);
      await context.close();
    }
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, paula.email, paula.password, '/home');
    await page.getByText('Profile Details').first().waitFor();
    expect(await contentUnderLanguageButtonWhileScrolling(page)).toEqual([]);
    await context.close();
  });

  it.each([
    { width: 1280, viewport: DESKTOP },
    { width: 375, viewport: PHONE },
  ])(
    "opens toasts below the navigation; the admin's account menu copies their referral link ($width px)",
    async ({ width, viewport }) => {
      const { context, page } = await newPage(browser, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
      await signInAdmin(page);
      // The clipboard takes text only from the focused page.
      await page.bringToFront();
      const menu = await openMenu(page, /Account menu/);
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy Referral', 'Log out']);
      await menu.getByRole('menuitem', { name: 'Copy Referral' }).click();
      const { top, headerBottom } = await toastPosition(page, 'Referral copied to clipboard');
      expect(headerBottom).toBe(64);
      expect(top).toBeGreaterThanOrEqual(headerBottom);
      await shot(page, `toast-below-header-${width}`, { window: true });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${t.url}/referral/[0-9a-f-]{36}/`));
      await context.close();
    },
  );

  it('submits the emailed code with Enter on the register page, not the registration', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = uniqueEmail('enter');
    await page.goto(`${t.url}/register`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await toast(page, 'OTP sent successfully');
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Verification code').press('Enter');
    await page.getByText('VERIFIED').first().waitFor();
    // The registration was not submitted: none of its empty fields complains.
    expect(await page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await context.close();
  });

  it("names the member's country in the page's language", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, cody.email, cody.password, '/home');
    await page.getByText('Profile Details').first().waitFor();
    const details = page.locator('.ant-descriptions').filter({ hasText: 'Country' });
    await details.getByText('United States', { exact: true }).waitFor();
    await chooseLanguage(page, 'de');
    await page.getByText(deTexts.home.profileDetails).first().waitFor();
    await page.getByText('Vereinigte Staaten', { exact: true }).first().waitFor();
    expect(await page.getByText('United States', { exact: true }).count()).toBe(0);
    await page
      .getByRole('button', { name: new RegExp(deTexts.actions.edit) })
      .first()
      .click();
    const modal = page.locator('.ant-modal-wrap').filter({ visible: true });
    await modal.getByText('Vereinigte Staaten', { exact: true }).first().waitFor();
    await shot(page, 'edit-profile-german-country');
    await modal.getByRole('button', { name: deTexts.actions.cancel }).click();
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it('warns that a member made Admin leaves the network, and brings them back under their parent', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    const view = async () => {
      await page.goto(`${t.url}/admin/users/view/${cody.user.id}`);
      await page.getByRole('heading', { name: 'Cody Child' }).waitFor();
    };
    const changeRoleTo = async (role: string) => {
      await pickOption(page, 'Role', role, false);
      await page.getByRole('button', { name: 'Change Role', exact: true }).click();
      return page.getByRole('dialog').filter({ hasText: 'Change role' });
    };
    await view();
    await page.getByRole('link', { name: 'Paula Parent' }).waitFor();

    const leave = await changeRoleTo('Admin');
    await leave.getByText('Change the role of Cody Child: Member → Admin?').waitFor();
    await leave
      .getByText(
        'Cody Child will leave the referral network. Their direct referrals, with everyone below them, move up one tier and stay there.',
      )
      .waitFor();
    await leave
      .getByText(
        'Made a Member again, Cody Child will return under Paula Parent, if Paula Parent is still in the network.',
      )
      .waitFor();
    await shot(page, 'role-change-leaves-network', { window: true });
    // The picture's audit at 375 px lays the details out in one column, which starts the row afresh.
    await (await changeRoleTo('Admin')).getByRole('button', { name: 'Change Role' }).click();
    await toast(page, 'Role changed successfully');
    await t.drainEvents();

    await view();
    const back = await changeRoleTo('Member');
    await back
      .getByText(
        'Cody Child will join the referral network: under their parent from before, if they had one and it is still in the network; otherwise at the top.',
      )
      .waitFor();
    await back.getByRole('button', { name: 'Change Role' }).click();
    await toast(page, 'Role changed successfully');
    await t.drainEvents();

    await view();
    await page.getByRole('link', { name: 'Paula Parent' }).waitFor();
    expect(await page.getByRole('button', { name: 'ASSIGN PARENT TIER' }).count()).toBe(0);
    await context.close();
  });

  it('says Welcome back in Japanese and shows the register button without a space inside', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await japanese(context);
    await page.goto(`${t.url}/login`);
    await page.getByText(jaTexts.login.subtitle).waitFor();
    expect(jaTexts.login.subtitle.startsWith('おかえりなさい')).toBe(true);
    await page.goto(`${t.url}/register`);
    const register = page.getByRole('button', { name: jaTexts.registration.submit });
    await register.waitFor();
    expect(await register.textContent()).toBe('登録する');
    await context.close();
  });

  it('wraps the dashboard chart titles at 375 px in Russian and German instead of cutting them', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAdmin(page);
    for (const [code, texts] of [
      ['ru', ruTexts],
      ['de', deTexts],
    ] as const) {
      await chooseLanguage(page, code);
      await page.getByText(texts.backOffice.dashboard.signupsChart).waitFor();
      await chartsShown(page);
      const titles = await page.locator('.ant-card-head-title').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
          lines: Math.round(
            element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
          ),
        })),
      );
      const dashboard = texts.backOffice.dashboard;
      expect(titles.map((title) => title.text)).toEqual([
        dashboard.topLeaders,
        dashboard.signupsChart,
        dashboard.unitsChart,
      ]);
      expect(titles.filter((title) => title.cut)).toEqual([]);
      // Too long for one line at this width: shown whole on two.
      expect(titles.find((title) => title.text === dashboard.signupsChart)?.lines).toBeGreaterThan(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page
        .locator('.back-office-chart')
        .first()
        .evaluate((chart) => chart.scrollIntoView(false));
      await shot(page, `dashboard-chart-titles-${code}-375`, { window: true });
    }
    await chooseLanguage(page, 'en');
    await page.getByText(enTexts.backOffice.dashboard.signupsChart).waitFor();
    await context.close();
  });
});

async function japanese(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('language', 'ja'));
}
