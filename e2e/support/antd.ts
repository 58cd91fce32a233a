import type { Locator, Page } from 'playwright-core';

/** Picks an option of an antd Select found by its form label; searchable ones are filtered by typing. */
export async function pickOption(
  page: Page,
  label: string,
  option: string,
  searchable = true,
): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const list = page.locator('.ant-select-dropdown:visible').first();
  const choice = list.locator('.ant-select-item-option', { hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A list can close again as it opens (a CI run of seen-in-a-browser.e2e saw the Role list opening,
      // then gone), and it can re-render under the pointer (its options arriving while it is open, as in
      // a CI run of activation.e2e): a click whose press and release land on two renderings of the row
      // selects nothing. Each try opens the list if it is shut, lets it stand still, and chooses;
      // choosing closes the list.
      if (!(await list.isVisible())) {
        await select.click();
        // A stand-in (LazySelect, lazyPicker) becomes antd's Select, whose search is an input.
        if (searchable) await select.and(page.locator('input:not([readonly])')).fill(option);
      }
      await choice.waitFor({ timeout: 5_000 });
      await settled(list);
      await choice.click({ timeout: 5_000 });
      await list.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Clicks `target` until `gone` is hidden (three tries, 3 s each): choosing closes a list or a menu. */
async function clickUntilGone(target: Locator, gone: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await target.click();
    try {
      await gone.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Clicks `target` until `shown` is visible (three tries, 5 s each), for a click that changes nothing
 * but what is shown, such as submitting an empty form to read its message: a CI run of payments.e2e
 * saw one click of the receipt modal's Upload answered by nothing, the page idle, once in many runs.
 */
export async function clickUntilShown(target: Locator, shown: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await target.click();
    try {
      await shown.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Waits until `element` (a list sliding in, a dialog zooming in, a toast) stands still: no animation
 * running in it and the same box for three frames in a row. antd's motion may start a frame or two
 * after the element is drawn, when no animation is running yet; waiting only for the running ones
 * then measured the element in mid-air (a toast at 21 px, a menu not yet visible).
 */
export async function settled(element: Locator): Promise<void> {
  await element.evaluate(async (node) => {
    let last = '';
    for (let still = 0, frames = 0; still < 3 && frames < 300; frames += 1) {
      await Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = node.getBoundingClientRect();
      const now = [box.top, box.left, box.width, box.height].join(' ');
      still = now === last && node.getAnimations({ subtree: true }).length === 0 ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Opens the dropdown menu of the button named `button` and lets it stand still: a click while the menu
 * still slides in can miss its item, as a CI run of member-journey.e2e showed (the menu open, "Log out"
 * in sight, nothing chosen).
 */
export async function openMenu(page: Page, button: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const menu = page.locator('.ant-dropdown:visible');
  await menu.getByRole('menuitem').first().waitFor();
  await settled(menu);
  return menu;
}

/** Chooses `item` from the dropdown menu of the button named `button`; choosing closes the menu. */
export async function chooseFromMenu(page: Page, button: string | RegExp, item: string): Promise<void> {
  const menu = await openMenu(page, button);
  await clickUntilGone(menu.getByRole('menuitem', { name: item }), menu);
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
  await settled(notice);
  return notice.evaluate((element) => {
    const header = document.querySelector('.site-header');
    return {
      top: element.getBoundingClientRect().top,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    };
  });
}
