import type { Page } from 'playwright-core';

/** Where a signed-in person lands: members on /home (or /buy-more before their first units), staff on /dashboard. */
const SIGNED_IN = /\/(home|buy-more|dashboard)$/;

/** Signs in through the login page as a person would, and waits for the page they land on. */
export async function signIn(
  page: Page,
  app: { url: string },
  email: string,
  password: string,
  landing: string | RegExp = SIGNED_IN,
): Promise<void> {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(landing);
}

/** Signs in as the first SuperAdmin the served app was seeded with. */
export function signInAdmin(page: Page, app: { url: string; env: Record<string, string> }): Promise<void> {
  return signIn(page, app, app.env.ADMIN_EMAIL, app.env.ADMIN_PASSWORD, '**/dashboard');
}
