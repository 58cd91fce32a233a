import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { auditEveryNavigation, expectAccessible } from './axe';

export const SCREENSHOTS = join(__dirname, '../../test-artifacts/screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
