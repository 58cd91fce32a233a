/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { Mailbox } from '../server/test/support/mailbox';
import { toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signInAdmin } from './support/sign-in';

jest.setTimeout(240_000);

describe('a visitor writes to the operator from the landing page', () => {
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

  it('sends a message at 375 px that reaches the staff mailbox and the admin list, where it is marked read', async () => {
    const { page: visitor } = await newPage(browser, PHONE);
    await visitor.goto(`${t.url}/`);
    const form = visitor.locator('#contact');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter your name').waitFor();

    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('Email').fill('vera.visitor@example.com');
    await form.getByLabel('Subject').fill('Sponsoring season 3');
    await form.getByLabel('Message').fill('How many units does a sponsor of one episode need?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await toast(visitor, 'Email sent successfully');
    await visitor.waitForFunction(
      () => (document.querySelector('#contact textarea') as HTMLTextAreaElement | null)?.value === '',
    );
    await shot(visitor, 'contact-1-sent-phone', { window: true });

    const mail = await t.mailbox.waitFor(t.env.ADMIN_EMAIL, 'Contact form: Sponsoring season 3', 15_000);
    const { body } = Mailbox.decoded(mail);
    expect(body).toContain('vera.visitor@example.com');
    expect(body).toContain('How many units does a sponsor of one episode need?');
    await visitor.context().close();

    const { page: admin } = await newPage(browser, DESKTOP);
    await signInAdmin(admin, t);
    await admin.getByRole('menuitem', { name: 'Contact messages' }).click();
    await admin.waitForURL('**/admin/contact-messages');
    const row = admin.getByRole('row').filter({ hasText: 'Sponsoring season 3' });
    await row.getByText('vera.visitor@example.com').waitFor();
    const reply = row.getByRole('link', { name: 'Reply by email: Vera Visitor' });
    expect(await reply.getAttribute('href')).toBe(
      'mailto:vera.visitor%40example.com?subject=Re%3A%20Sponsoring%20season%203',
    );
    const read = row.getByRole('switch', { name: 'Read: Sponsoring season 3' });
    expect(await read.getAttribute('aria-checked')).toBe('false');
    await shot(admin, 'contact-2-admin-unread');
    await read.click();
    await toast(admin, 'Marked as read');
    // The list is read again after the change: the switch turns once the answer is back.
    await row.locator('[role="switch"][aria-checked="true"]').waitFor();
    const listed = await admin.evaluate(
      async (url) => (await fetch(url, { credentials: 'include' })).json(),
      `${t.url}/api/admin/contact-messages?filter=unread`,
    );
    expect(listed.data).toMatchObject({ messages: [], unread: 0 });
    await admin.setViewportSize(PHONE);
    await shot(admin, 'contact-3-admin-phone');
    await admin.context().close();
  });
});
