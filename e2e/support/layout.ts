import type { Locator, Page } from 'playwright-core';

const CONTROLS =
  'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex="0"]';
/** What a reader looks at besides the controls: text, pictures, charts, tables and the cards around them. */
const CONTENT = `${CONTROLS}, h1, h2, h3, h4, p, li, label, td, th, img, svg, canvas, video, .ant-card, .ant-statistic`;

/**
 * The visible controls of the page that the language button's box overlaps, as it stands in the
 * window now. The button's own controls do not count.
 */
export async function controlsUnderLanguageButton(page: Page): Promise<string[]> {
  return elementsUnderLanguageButton(page, CONTROLS);
}

/** As controlsUnderLanguageButton, for everything a reader sees: text, charts, cards, tables too. */
export async function contentUnderLanguageButton(page: Page): Promise<string[]> {
  return elementsUnderLanguageButton(page, CONTENT);
}

async function elementsUnderLanguageButton(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const fab = document.querySelector('.language-fab');
    if (!fab) return ['no language button'];
    const a = fab.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('.language-switcher')) continue;
      const b = element.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (overlaps) hits.push(element.outerHTML.slice(0, 120));
    }
    return hits;
  }, selector);
}

/**
 * Scrolls the window from the top to the end in steps shorter than the language button, so that
 * every part of the page passes the button's corner once, and collects what lies under it at each.
 */
export async function contentUnderLanguageButtonWhileScrolling(page: Page): Promise<string[]> {
  const step = 48;
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const hits = new Set<string>();
  for (let y = 0; y <= end + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
    for (const hit of await contentUnderLanguageButton(page)) hits.add(`at ${Math.min(y, end)} px: ${hit}`);
  }
  return [...hits];
}

/** What a tap at the centre of the element would reach: 'the element itself', or what covers it. */
export async function topmostAtCentreOf(target: Locator): Promise<string> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return 'nothing';
    return element.contains(hit) || hit.contains(element)
      ? 'the element itself'
      : hit.outerHTML.slice(0, 120);
  });
}

/** Scrolls the window to a fraction of its scrollable height (0 the top, 1 the end). */
export async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f);
  }, fraction);
}

/** Whether the admin sidebar is what lies at the window's bottom-left corner. */
export async function sidebarAtWindowBottom(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(8, window.innerHeight - 8);
    return Boolean(hit?.closest('.admin-sider'));
  });
}
