import type { Browser } from 'playwright-core';
import { Mailbox } from '../server/test/support/mailbox';
import { registerMember } from '../server/test/support/journeys';
import { nextIp } from '../server/test/support/fixtures';
import { toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(180_000);

/** ADR 0016: after many failed sign-ins from many addresses the owner still gets in, with the emailed code. */
describe('the owner signs in while the account is under a password-guessing attack', () => {
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

  it('enters the code the login form asks for, and reaches home', async () => {
    const owner = await registerMember(t, t.client(nextIp()), { fname: 'Olga', lname: 'Owner' });
    for (let i = 0; i < 20; i++) {
      const guess = await t
        .client(nextIp())
        .post('/api/login', { email: owner.email, password: `guess ${i}` });
      expect(guess.status).toBe(401);
    }
    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();

    await page.getByText('Check your email').waitFor();
    await toast(page, 'if the email and password are right, we have emailed you a sign-in code');
    const code = Mailbox.code(await t.mailbox.waitFor(owner.email, 'sign-in code'));
    await shot(page, 'login-code-required');
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/home');
  });
});
