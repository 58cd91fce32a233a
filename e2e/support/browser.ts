import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { auditEveryNavigation, expectAccessible } from './axe';

export const SCREENSHOTS = join(__dirname, '../../test-artifacts/screenshots');

/** Set by the browser tests' environment, which photographs them when a test fails. */
const openPages = () => (globalThis as { __openPages?: Set<Page> }).__openPages;

/**
 * Debian's headless shell, the headless-only build Playwright itself drives: the full `chromium`
 * runs "new" headless, a whole browser with windows and tab policies, in which a page now and then
 * stopped painting in CI: an element never "stable", a screenshot never taken (ADR 0053, session 29).
 */
export const HEADLESS_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: HEADLESS_CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  openPages()?.add(page);
  page.on('close', () => openPages()?.delete(page));
  page.on('crash', () => Object.assign(page, { __crashed: true }));
  // Enabled now, while the page is free: a page whose script keeps the main thread busy answers no new
  // session, but a pause sent through this one still stops it and names where it was.
  const debuggerSession = await context.newCDPSession(page);
  await debuggerSession.send('Debugger.enable');
  Object.assign(page, { __debugger: debuggerSession });
  // Generous: CI machines have two cores and run the server, the browser and jest together.
  page.setDefaultTimeout(30_000);
  auditEveryNavigation(page);
  return { context, page };
}

/**
 * Kept as test artefacts: people look at them. A state worth a picture is also worth an audit.
 * The whole page is taken from the top, where sticky parts (header, sidebar) sit in their place;
 * `window` takes only what the window shows, as it is scrolled.
 */
export async function shot(page: Page, name: string, { window = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (!window) await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: !window });
  await expectAccessible(page);
}
