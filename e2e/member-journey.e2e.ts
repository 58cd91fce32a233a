import type { Browser, Page } from 'playwright-core';
import { Mailbox } from '../server/test/support/mailbox';
import { registerMember, uniqueEmail } from '../server/test/support/journeys';
import { chooseFromMenu, pickOption, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { controlsUnderLanguageButton, scrollTo, topmostAtCentreOf } from './support/layout';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(120_000);

describe('a member joins through a referral link and manages the account', () => {
  let t: ServedApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    ({ page } = await newPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const email = uniqueEmail('journey');
  const password = 'a long enough secret';

  it('opens the referral link and registers with the emailed code', async () => {
    const referrer = await registerMember(t, t.client('10.1.0.1'), { fname: 'Rita', lname: 'Referrer' });
    await page.goto(referrer.user.referralLink);
    await page.getByText('Rita Referrer').first().waitFor();
    await shot(page, 'referral-landing');
    await page
      .getByRole('link', { name: /join my network/i })
      .first()
      .click();
    await page.waitForURL(/\/register\/.+\/.+/);
    await page.getByText('Rita Referrer').first().waitFor();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await toast(page, 'OTP sent successfully');
    // The server sends one code a minute per address: the button says how long until the next.
    // Any second of the wait: a slow machine may show the button a few seconds into it.
    const sendAgain = page
      .getByRole('button', { name: /SEND AGAIN/ })
      .filter({ hasText: /^SEND AGAIN \(\d{1,2} s\)$/ });
    await sendAgain.waitFor();
    expect(await sendAgain.isDisabled()).toBe(true);
    const waitShown = Number(/\((\d+) s\)/.exec((await sendAgain.textContent()) ?? '')?.[1]);
    expect(waitShown).toBeGreaterThan(0);
    expect(waitShown).toBeLessThanOrEqual(60);
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'SUBMIT CODE' }).click();
    await page.getByText('VERIFIED').first().waitFor();

    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Last Name').fill('Newcomer');
    await page.getByLabel('Phone').fill('5557654321');
    await page.getByLabel('Female', { exact: true }).check();
    await page.getByLabel('Street Address').fill('5 Elm Street');
    await pickOption(page, 'State', 'New York');
    await pickOption(page, 'City', 'Albany');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('No', { exact: true }).check();
    await pickOption(page, 'Payment Type', 'Wire Transfer', false);
    await shot(page, 'register-filled');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    // Registered to pay offline (Pay now? No): /home says what she owes and how, no Buy Units detour (ADR 0029).
    await page.waitForURL('**/home');
    await page.getByText('Your activation payment').first().waitFor();
    await page.getByText('Nina').first().waitFor();
    await page.goto(`${t.url}/home`);
    await page.getByText('Profile Details').first().waitFor();
    await shot(page, 'home-after-register');

    const [row] = await t.dataSource.query(
      `SELECT u.referrer_id, r.email AS referrer_email FROM users u JOIN users r ON r.id = u.referrer_id WHERE u.email = $1`,
      [email],
    );
    expect(row.referrer_email).toBe(referrer.email);
  });

  it('signs out, is kept out of member pages, and signs back in', async () => {
    await chooseFromMenu(page, /account menu/i, 'Log out');
    await page.waitForURL('**/login');
    await page.goto(`${t.url}/settings`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/home');
    await page.goto(`${t.url}/dashboard`);
    await page.waitForURL('**/home');
  });

  it('changes the password on /settings', async () => {
    await page.goto(`${t.url}/settings`);
    await page.getByLabel('Old Password').fill(password);
    await page.getByLabel('New Password').fill('a brand new secret');
    await page.getByLabel('Confirm Password').fill('a brand new secret');
    await shot(page, 'settings-change-password');
    await page.getByRole('button', { name: /change password/i }).click();
    await toast(page, 'Password changed successfully');
    const ok = await t.client('10.1.0.9').post('/api/login', { email, password: 'a brand new secret' });
    expect(ok.status).toBe(200);
  });

  it('resets a forgotten password from the emailed link', async () => {
    const { context, page: visitor } = await newPage(browser, PHONE);
    await visitor.goto(`${t.url}/login`);
    await shot(visitor, 'login-phone');
    await visitor.getByRole('link', { name: 'Forgot Password?' }).click();
    // The page is lazy-loaded: fill the field only once it replaced the login form.
    await visitor.waitForURL('**/forgot-password');
    await visitor.getByRole('button', { name: 'VERIFY EMAIL' }).waitFor();
    await visitor.getByLabel('Email').fill(email);
    const answer = visitor.waitForResponse((r) => r.url().endsWith('/api/forgot/password'));
    await visitor.getByRole('button', { name: 'VERIFY EMAIL' }).click();
    const reply = await answer;
    expect(`${reply.status()} ${await reply.text()}`).toBe(
      '200 {"message":"Email sent successfully","data":null}',
    );
    await toast(visitor, 'Email sent successfully');
    await visitor.waitForURL('**/login');
    const link = Mailbox.resetLink(await t.mailbox.waitFor(email, 'Reset your password'));
    await visitor.goto(`${t.url}/create-new-password/${link.id}/${link.token}`);
    await visitor.getByLabel('New Password').fill('reset and remembered');
    await visitor.getByLabel('Confirm Password').fill('reset and remembered');
    await shot(visitor, 'reset-password-phone');
    await visitor.getByRole('button', { name: 'Reset Password' }).click();
    await visitor.waitForURL('**/login');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('reset and remembered');
    await visitor.getByRole('button', { name: 'LOGIN' }).click();
    // Her activation is still in progress: /home, not the Buy Units detour (ADR 0029).
    await visitor.waitForURL('**/home');
    await visitor.goto(`${t.url}/home`);
    await visitor.getByText('Profile Details').first().waitFor();
    await shot(visitor, 'home-phone');
    await context.close();
  });

  it('on a phone, the language button covers no control and stays below the Edit Profile modal', async () => {
    const { context, page: phone } = await newPage(browser, PHONE);
    await phone.goto(`${t.url}/login`);
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('reset and remembered');
    await phone.getByRole('button', { name: 'LOGIN' }).click();
    // Her activation is still in progress: /home, not the Buy Units detour (ADR 0029).
    await phone.waitForURL('**/home');
    await phone.goto(`${t.url}/home`);
    await phone.getByText('Profile Details').first().waitFor();
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await scrollTo(phone, fraction);
      expect(await controlsUnderLanguageButton(phone)).toEqual([]);
    }
    const edit = phone.getByRole('button', { name: /^(edit )?Edit$/ });
    expect(await topmostAtCentreOf(edit)).toBe('the element itself');
    await edit.click();
    // The page keeps its other dialogs (receipt upload) rendered but hidden: the one open is Edit Profile.
    const modal = phone.locator('.ant-modal-wrap').filter({ visible: true });
    const country = modal.getByLabel('Country', { exact: true });
    await country.waitFor();
    await shot(phone, 'edit-profile-phone');
    expect(await topmostAtCentreOf(country)).toBe('the element itself');
    expect(await topmostAtCentreOf(modal.locator('.ant-modal-footer .ant-btn-primary'))).toBe(
      'the element itself',
    );
    await context.close();
  });
});

describe('an administrator', () => {
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

  it('signs in to the back-office shell and is kept off member pages', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${t.url}/home`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Total Customers').first().waitFor();
    for (const link of [
      'Users',
      'Transactions',
      'Loan Requests',
      'Receipts',
      'Pending Payments',
      'Pools',
      'Seasons',
    ]) {
      await page.getByRole('menuitem', { name: link }).first().waitFor();
    }
    await shot(page, 'admin-shell');
    const favicon = await page.request.get(`${t.url}/favicon.svg`);
    expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    await page.goto(`${t.url}/home`);
    await page.waitForURL('**/dashboard');
  });
});
