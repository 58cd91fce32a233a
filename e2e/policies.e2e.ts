/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import dePolicies from '../web/src/locales/de/policies.json';
import deTexts from '../web/src/locales/de/translation.json';
import enPolicies from '../web/src/locales/en/policies.json';
import enTexts from '../web/src/locales/en/translation.json';
import jaPolicies from '../web/src/locales/ja/policies.json';
import jaTexts from '../web/src/locales/ja/translation.json';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(240_000);

type Texts = typeof enTexts;
type Policies = typeof enPolicies;
const POLICIES = [
  { name: 'privacy', path: '/privacy-policy', link: (t: Texts) => t.footer.privacyPolicy },
  { name: 'refund', path: '/refund-policy', link: (t: Texts) => t.footer.refundPolicy },
  { name: 'fulfillment', path: '/fulfillment-policy', link: (t: Texts) => t.footer.fulfillmentPolicy },
] as const;

/** Issue 21: the footer's three policies, read in English and in another language, on a desktop and a phone. */
describe('the policy pages, in the browser', () => {
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

  const footer = (page: Page, texts: Texts) => page.getByRole('navigation', { name: texts.footer.label });

  /** Follows each footer link from where the page stands, checks the policy it opens and keeps a picture. */
  async function readEveryPolicy(page: Page, texts: Texts, policies: Policies, label: string) {
    for (const policy of POLICIES) {
      await footer(page, texts)
        .getByRole('link', { name: policy.link(texts), exact: true })
        .click();
      await page.waitForURL(`**${policy.path}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      expect(await title.textContent()).toBe(policies[policy.name].title);
      const sections = Object.values(policies[policy.name].sections).map((section) => section.heading);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections);
      expect(await page.getByText(policies.lastUpdated.replace('{{date}}', '11-27-2026')).count()).toBe(1);
      // Long words and sentences wrap: nothing sticks out sideways, even at 375 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `policy-${policy.name}-${label}`);
    }
  }

  async function chooseLanguage(page: Page, language: string, code: string) {
    await page.getByRole('button', { name: 'LANGUAGES: choose a language' }).click();
    await page
      .getByRole('dialog', { name: 'Select Language' })
      .getByRole('button', { name: language })
      .click();
    await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
  }

  it.each([
    { viewport: DESKTOP, width: 1280, language: 'German', code: 'de', texts: deTexts, policies: dePolicies },
    { viewport: PHONE, width: 375, language: 'Japanese', code: 'ja', texts: jaTexts, policies: jaPolicies },
  ])(
    'are reached from the landing page footer at $width px, in English and in $language',
    async ({ viewport, width, language, code, texts, policies }) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${t.url}/`);
      await readEveryPolicy(page, enTexts, enPolicies, `en-${width}`);

      // The privacy policy says how to reach the operator: the contact form on the landing page.
      await footer(page, enTexts).getByRole('link', { name: enTexts.footer.privacyPolicy }).click();
      const reach = page.getByRole('region', { name: enPolicies.privacy.sections.contact.heading });
      expect(await reach.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/#contact');

      // The visitor switches language with the floating button while reading a policy: it follows.
      await chooseLanguage(page, language, code);
      await page.getByRole('heading', { level: 1, name: policies.privacy.title }).waitFor();
      await readEveryPolicy(page, texts as Texts, policies, `${code}-${width}`);

      // Opened directly (a bookmark, a link in an email), a policy comes in the remembered language.
      await page.goto(`${t.url}/refund-policy`);
      await page.getByRole('heading', { level: 1, name: policies.refund.title }).waitFor();
      expect(await page.getByText(enPolicies.refund.sections.window.heading).count()).toBe(0);
      await page.getByRole('link', { name: texts.footer.privacyPolicy }).waitFor();
      await context.close();
    },
  );
});
