import type { Browser, Page } from 'playwright-core';
import { registerMember } from '../server/test/support/journeys';
import { toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(120_000);

const BANNER = 'Try to achieve $25,000 as soon as possible.';

describe('an administrator changes the configuration and members see the target banner', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let member: Page;

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser, DESKTOP));
    ({ page: member } = await newPage(browser, PHONE));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const setting = async (key: string) =>
    (await t.dataSource.query(`SELECT value FROM configuration_settings WHERE key = $1`, [key]))[0].value;
  /** Toasts of earlier saves may still be on screen, so completion is read from the database. */
  const settingBecomes = async (key: string, value: string) => {
    const deadline = Date.now() + 15_000;
    while ((await setting(key)) !== value) {
      if (Date.now() > deadline) throw new Error(`${key} never became ${value}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const field = (label: string) => admin.getByLabel(label, { exact: true });
  const save = (label: string) => admin.getByRole('button', { name: `Save ${label}` });
  const banner = () => member.locator('.target-banner');

  it('signs the admin in and opens /admin/settings', async () => {
    await admin.goto(`${t.url}/login`);
    await admin.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await admin.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'LOGIN' }).click();
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('menuitem', { name: 'Settings' }).first().click();
    await admin.waitForURL('**/admin/settings');
    await admin.getByText('Configurations').first().waitFor();
    expect(await field('Per Unit Price ($)').inputValue()).toBe('500');
    expect(await field('Minimum Unit Purchase').inputValue()).toBe('1');
    expect(await field('Target to Achieve ($)').inputValue()).toBe('0');
    expect(await field('Balance Target ($)').inputValue()).toBe('0');
    expect(await admin.getByRole('switch', { name: 'Target banner' }).isChecked()).toBe(true);
    await admin.getByText('Registration is open: no cutoff is set.').waitFor();
    await shot(admin, 'admin-settings');
  });

  it('refuses a blank price and resets non-numeric or negative typing', async () => {
    await field('Per Unit Price ($)').fill('');
    await save('Per Unit Price ($)').click();
    await toast(admin, 'Please type valid number');
    await field('Per Unit Price ($)').fill('abc');
    expect(await field('Per Unit Price ($)').inputValue()).toBe('');
    await field('Per Unit Price ($)').fill('-5');
    expect(await field('Per Unit Price ($)').inputValue()).toBe('');
    await field('Minimum Unit Purchase').fill('2.5');
    expect(await field('Minimum Unit Purchase').inputValue()).toBe('');
    expect(await setting('per-unit-price')).toBe('500');
  });

  it('saves a new price and a balance target, each with its own button', async () => {
    await field('Per Unit Price ($)').fill('650');
    await save('Per Unit Price ($)').click();
    await toast(admin, 'Setting updated successfully');
    await field('Balance Target ($)').fill('25000');
    await field('Balance Target ($)').press('Enter');
    await settingBecomes('balance-target', '25000');
    expect(await setting('per-unit-price')).toBe('650');
    const [event] = await t.dataSource.query(
      `SELECT payload FROM domain_events WHERE type = 'configuration.ConfigurationChanged' AND aggregate_id = 'per-unit-price'`,
    );
    expect(event.payload).toEqual({ key: 'per-unit-price', from: '500', to: '650' });
    await shot(admin, 'admin-settings-saved');
  });

  it('shows the balance target to a member in a scrolling banner (375 px)', async () => {
    const registered = await registerMember(t, t.client('10.7.0.1'), { fname: 'Mia', lname: 'Member' });
    await member.goto(`${t.url}/login`);
    await member.getByLabel('Email').fill(registered.email);
    await member.getByLabel('Password', { exact: true }).fill(registered.password);
    await member.getByRole('button', { name: 'LOGIN' }).click();
    // Her activation is in progress (Pay now? No): no Buy Units detour, /home says what she owes (ADR 0029).
    await member.waitForURL('**/home');
    await member.goto(`${t.url}/home`);
    await member.getByText('Profile Details').first().waitFor();
    await banner().getByText(BANNER).first().waitFor();
    const width = await member.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(member, 'member-banner-phone');
  });

  it('hides the banner when the admin switches it to Hide, and shows it again on Show', async () => {
    await admin.getByRole('switch', { name: 'Target banner' }).click();
    await toast(admin, 'Setting updated successfully');
    await admin.getByRole('switch', { name: 'Target banner', checked: false }).waitFor();
    await settingBecomes('show-hide-target', 'Hide');
    await shot(admin, 'admin-settings-hidden');

    await member.reload();
    await member.getByText('Profile Details').first().waitFor();
    expect(await banner().count()).toBe(0);
    await shot(member, 'member-no-banner-phone');

    await admin.getByRole('switch', { name: 'Target banner' }).click();
    await admin.getByRole('switch', { name: 'Target banner', checked: true }).waitFor();
    await settingBecomes('show-hide-target', 'Show');
    await member.reload();
    await banner().getByText(BANNER).first().waitFor();
  });

  it('hides the banner when the balance target is 0', async () => {
    await field('Balance Target ($)').fill('0');
    await save('Balance Target ($)').click();
    await settingBecomes('balance-target', '0');
    await member.reload();
    await member.getByText('Profile Details').first().waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('sets and clears the registration cutoff', async () => {
    await admin.getByLabel('Registration cutoff', { exact: true }).fill('2031-05-04T10:30');
    await admin.getByRole('button', { name: 'Save registration cutoff' }).click();
    await admin.getByText('Registration closes at 05-04-2031 10:30.').waitFor();
    expect(await setting('registration-cutoff')).toBe(
      new Date(await admin.evaluate(() => new Date('2031-05-04T10:30').toISOString())).toISOString(),
    );
    await admin.getByRole('button', { name: /Clear the registration cutoff/ }).click();
    await admin.getByText('Registration is open: no cutoff is set.').waitFor();
    expect(await setting('registration-cutoff')).toBe('');
  });

  it('lays the settings out on a 375 px phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${t.url}/admin/settings`);
    await page.getByText('Configurations').first().waitFor();
    await page.getByText('Registration is open: no cutoff is set.').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page, 'admin-settings-phone');
    await context.close();
  });
});
