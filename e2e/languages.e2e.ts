import type { Browser, Page } from 'playwright-core';
import { registerMember } from '../server/test/support/journeys';
import jaTexts from '../web/src/locales/ja/translation.json';
import thTexts from '../web/src/locales/th/translation.json';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(240_000);

type Texts = typeof jaTexts;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Issue 21: the public pages and the member home read as a native product would, in Japanese (no
 * space splits a word: antd used to show the two-hanzi 登録 as "登 録") and in Thai.
 */
describe('the public pages and the member home in Japanese and Thai', () => {
  let t: ServedApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each([
    { code: 'ja', texts: jaTexts, fname: '花子', lname: '山田' },
    { code: 'th', texts: thTexts as Texts, fname: 'สมศรี', lname: 'ใจดี' },
  ])('$code: landing, login, register and home', async ({ code, texts, fname, lname }) => {
    const member = await registerMember(t, t.client(`10.21.0.${code === 'ja' ? 1 : 2}`), {
      fname,
      lname,
      language: code as 'ja' | 'th',
    });
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      // A returning visitor who chose the language before: the page opens in it.
      await context.addInitScript((language) => window.localStorage.setItem('language', language), code);
      const label = `${code}-${viewport.width}`;

      await page.goto(`${t.url}/`);
      await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
      await page.getByRole('link', { name: texts.nav.joinNow }).first().waitFor();
      await shot(page, `language-landing-${label}`);

      await page.goto(`${t.url}/register`);
      const register = page.getByRole('button', { name: texts.registration.submit, exact: true });
      await register.waitFor();
      expect(await register.textContent()).toBe(texts.registration.submit);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, `language-register-${label}`);

      await page.goto(`${t.url}/login`);
      await page.getByText(texts.login.subtitle).waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, `language-login-${label}`);
      await page.getByLabel(texts.fields.email).fill(member.email);
      await page.getByLabel(texts.fields.password, { exact: true }).fill(member.password);
      await page.getByRole('button', { name: texts.login.submit, exact: true }).click();
      await page.waitForURL('**/home');
      await page.getByText(fill(texts.home.welcome, { name: fname })).waitFor();
      await page.getByText(texts.home.profileDetails).first().waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, `language-home-${label}`);
      await context.close();
    }
  });
});
