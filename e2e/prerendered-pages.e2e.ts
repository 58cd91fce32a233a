/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerMember } from '../server/test/support/journeys';
import { DESKTOP, launchBrowser, newPage, PHONE, SCREENSHOTS, shot } from './support/browser';
import { serveApp, type ServedApp } from './support/served-app';
import { signIn } from './support/sign-in';

jest.setTimeout(180_000);

const PRERENDERED = '[data-prerendered]';

/**
 * Issue 21 §4, ADR 0055: `/`, `/login` and `/register` come prerendered, drawn before any script has run, for a
 * first visit (English, signed out); the app then takes their place.
 */
describe('pages drawn before their scripts', () => {
  let t: ServedApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await t?.close();
  });

  /**
   * A page whose scripts never come: what the document alone shows. Not audited by axe on load like
   * the other pages: all of it is inert until the app replaces it, which is what is checked here.
   */
  async function withoutScripts(
    viewport = PHONE,
    stored: Record<string, string> = {},
  ): Promise<{ page: Page; policyErrors: string[] }> {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    contexts.push(context);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, stored);
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    return { page, policyErrors };
  }

  const prerenderedShown = (page: Page) =>
    page.evaluate((selector) => {
      const element = document.querySelector(selector);
      return element !== null && getComputedStyle(element).display !== 'none';
    }, PRERENDERED);

  it('shows the login, registration and landing pages with no script, inert, the gate allowed by the policy', async () => {
    const { page, policyErrors } = await withoutScripts();
    await page.goto(`${t.url}/login`);
    expect(await prerenderedShown(page)).toBe(true);
    const title = page.locator(`${PRERENDERED} h1`);
    expect(await title.textContent()).toBe('Log in');
    expect(await title.isVisible()).toBe(true);
    expect(await page.locator(`${PRERENDERED} input#email`).isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'prerendered-login-no-script-phone.png') });
    // Nothing typed before the app is there can be lost: the fields cannot take the focus yet.
    await page.locator(`${PRERENDERED} input#email`).evaluate((input) => (input as HTMLInputElement).focus());
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).not.toBe('email');

    // The registration page is prerendered as the app first draws it: its title, and the check
    // that registration is open, which only the server can answer.
    await page.goto(`${t.url}/register`);
    expect(await prerenderedShown(page)).toBe(true);
    expect(await page.locator(`${PRERENDERED} h1`).textContent()).toBe('Become a Lending Partner');
    expect(await page.locator(`${PRERENDERED} [role="status"]`).textContent()).toBe(
      'Checking that registration is open…',
    );

    await page.goto(`${t.url}/`);
    expect(await prerenderedShown(page)).toBe(true);
    expect(await page.locator(`${PRERENDERED} .landing-hero`).isVisible()).toBe(true);
    expect(await page.locator(`${PRERENDERED} a[href="/register"]`).first().textContent()).toBe('JOIN NOW');
    // The gate ran (a blocked inline script says so on the console) and left the page shown.
    expect(policyErrors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('prerender-off');
  });

  it('does not show the English page to someone who chose another language or is signed in', async () => {
    const german = await withoutScripts(DESKTOP, { language: 'de' });
    await german.page.goto(`${t.url}/login`);
    expect(await prerenderedShown(german.page)).toBe(false);
    expect(german.policyErrors).toEqual([]);

    const signedIn = await withoutScripts(DESKTOP, {
      auth_user: JSON.stringify({ id: 'someone' }),
      auth_expiration: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await signedIn.page.goto(`${t.url}/`);
    expect(await prerenderedShown(signedIn.page)).toBe(false);

    // With its scripts the German visitor gets the German page, drawn by the app.
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await page.goto(`${t.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.locator(PRERENDERED).count()).toBe(0);
  });

  /** What a signed-in browser keeps: the user as the server sent it, and when the session ends. */
  const storedSession = (user: Record<string, unknown>, endsIn = 3_600_000) => ({
    auth_user: JSON.stringify({ id: 'someone', ...user }),
    auth_expiration: new Date(Date.now() + endsIn).toISOString(),
  });

  it('shows a signed-in member the shell of /home before its scripts: their first name, the copy for their window', async () => {
    const member = storedSession({ role: 'User', fname: 'Pia' });
    const phone = await withoutScripts(PHONE, member);
    await phone.page.goto(`${t.url}/home`);
    expect(await prerenderedShown(phone.page)).toBe(true);
    const title = phone.page.locator(`${PRERENDERED} h1`);
    expect(await title.textContent()).toBe('Welcome, Pia');
    expect(await title.isVisible()).toBe(true);
    // One copy of the layout is left, the phone's: its menu button, no menu bar.
    expect(
      await phone.page
        .locator('[data-shell-window]')
        .evaluateAll((copies) => copies.map((copy) => copy.getAttribute('data-shell-window'))),
    ).toEqual(['narrow']);
    expect(await phone.page.locator(`${PRERENDERED} .ant-menu-horizontal`).count()).toBe(0);
    // The person's cards wait for the app: skeletons, not someone else's data.
    expect(await phone.page.locator(`${PRERENDERED} .profile-card .ant-skeleton`).isVisible()).toBe(true);
    expect(await phone.page.locator(`${PRERENDERED} .user-badge__text`).first().textContent()).not.toContain(
      'Pia',
    );
    expect(phone.policyErrors).toEqual([]);
    await phone.page.screenshot({ path: join(SCREENSHOTS, 'prerendered-home-shell-phone.png') });

    const desktop = await withoutScripts(DESKTOP, member);
    await desktop.page.goto(`${t.url}/home`);
    expect(await desktop.page.locator(`${PRERENDERED} h1`).textContent()).toBe('Welcome, Pia');
    expect(await desktop.page.locator('[data-shell-window]').getAttribute('data-shell-window')).toBe('wide');
    expect(await desktop.page.locator(`${PRERENDERED} .ant-menu-horizontal`).isVisible()).toBe(true);
    await desktop.page.screenshot({ path: join(SCREENSHOTS, 'prerendered-home-shell-desktop.png') });
  });

  it('writes the stored name into the shell as text, never as markup', async () => {
    const { page } = await withoutScripts(
      PHONE,
      storedSession({ role: 'User', fname: '<img src=x id=injected>' }),
    );
    await page.goto(`${t.url}/home`);
    expect(await page.locator(`${PRERENDERED} h1`).textContent()).toBe('Welcome, <img src=x id=injected>');
    expect(await page.locator('#injected').count()).toBe(0);
  });

  it('shows the shell of /dashboard to the management only, and no shell to whom the app sends elsewhere', async () => {
    const admin = await withoutScripts(DESKTOP, storedSession({ role: 'SuperAdmin', fname: 'Root' }));
    await admin.page.goto(`${t.url}/dashboard`);
    expect(await prerenderedShown(admin.page)).toBe(true);
    expect(await admin.page.locator(`${PRERENDERED} h1`).textContent()).toBe('Dashboard');
    expect(await admin.page.locator(`${PRERENDERED} .admin-sider`).isVisible()).toBe(true);
    expect(admin.policyErrors).toEqual([]);
    await admin.page.screenshot({ path: join(SCREENSHOTS, 'prerendered-dashboard-shell-desktop.png') });

    const hidden: Array<[string, Record<string, string>]> = [
      ['/dashboard', storedSession({ role: 'User', fname: 'Pia' })],
      ['/home', storedSession({ role: 'Admin', fname: 'Ada' })],
      ['/home', storedSession({ role: 'User', fname: 'Pia' }, -60_000)],
      ['/home', {}],
      ['/home', { ...storedSession({ role: 'User', fname: 'Pia' }), language: 'de' }],
    ];
    for (const [path, stored] of hidden) {
      const { page } = await withoutScripts(PHONE, stored);
      await page.goto(`${t.url}${path}`);
      expect([path, stored, await prerenderedShown(page)]).toEqual([path, stored, false]);
    }
  });

  it('replaces the prerendered page with the app, which works: a member signs in', async () => {
    const member = await registerMember(t, t.client('10.77.0.1'), { fname: 'Pia', lname: 'Prerender' });
    const { context, page } = await newPage(browser, PHONE);
    contexts.push(context);
    await page.goto(`${t.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.waitForFunction((selector) => document.querySelector(selector) === null, PRERENDERED);
    // One page, not the prerendered one beside the app's.
    expect(await page.locator('h1').count()).toBe(1);
    await shot(page, 'prerendered-login-replaced-phone');
    await signIn(page, t, member.email, member.password);
    expect(new URL(page.url()).pathname).toMatch(/^\/(home|buy-more)$/);

    // Opened afresh, /home comes as the shell and the app takes its place with the member's own page.
    await page.goto(`${t.url}/home`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Pia' }).waitFor();
    await page.waitForFunction((selector) => document.querySelector(selector) === null, PRERENDERED);
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: 'Pia Prerender' }).waitFor();
  });
});
