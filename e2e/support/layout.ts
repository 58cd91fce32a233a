import type { Locator, Page } from 'playwright-core';

const CONTROLS =
  'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex="0"]';

/**
 * The visible controls of the page that the language button's box overlaps, as it stands in the
 * window now. The button's own controls do not count.
 */
export async function controlsUnderLanguageButton(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const fab = document.querySelector('.language-fab');
    if (!fab) return ['no language button'];
    const a = fab.getBoundingClientRect();
    const hits: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('.language-switcher')) continue;
      const b = control.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (overlaps) hits.push(control.outerHTML.slice(0, 120));
    }
    return hits;
  }, CONTROLS);
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
