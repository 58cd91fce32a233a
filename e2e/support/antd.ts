import type { Locator, Page } from 'playwright-core';

/** Picks an option of an antd Select found by its form label; searchable ones are filtered by typing. */
export async function pickOption(
  page: Page,
  label: string,
  option: string,
  searchable = true,
): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (searchable) await select.fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message, .ant-notification').getByText(text).first().waitFor();
}

/**
 * The antd Statistic whose title is exactly `title`: a substring match would also pick
 * "Your balance (units)" or "Pool balance (units)" on the same page.
 */
export function statistic(page: Page, title: string): Locator {
  return page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) });
}

/**
 * Where the toast saying `text` stands once its opening animation is over, and where the sticky
 * header ends, in window pixels (headerBottom 0 on a page without the header).
 */
export async function toastPosition(
  page: Page,
  text: string,
): Promise<{ top: number; headerBottom: number }> {
  const notice = page
    .locator('.ant-message-notice-wrapper, .ant-notification-notice')
    .filter({ hasText: text })
    .first();
  await notice.waitFor();
  return notice.evaluate(async (element) => {
    const holder = element.closest('.ant-message, .ant-notification') ?? element;
    await Promise.all(holder.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
    const header = document.querySelector('.site-header');
    return {
      top: element.getBoundingClientRect().top,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    };
  });
}
