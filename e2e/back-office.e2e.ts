/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { tinyPng } from '../server/test/support/fixtures';
import { registerMember } from '../server/test/support/journeys';
import { pickOption, toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signIn } from './support/sign-in';

jest.setTimeout(300_000);

type Member = { email: string; password: string; user: { id: string } };

describe('the back-office users screens and the dashboard', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let ann: Member;
  let ben: Member;
  let cat: Member;
  let dan: Member;
  let createdId: string;

  const view = async (id: string, name: string) => {
    await admin.goto(`${t.url}/admin/users/view/${id}`);
    await admin.getByRole('heading', { name }).waitFor();
  };
  /** The parent the network holds for a member, after the events it consumes have been handled. */
  const parentOf = async (id: string): Promise<string | null> => {
    await t.drainEvents();
    const reply = await adminApi(`admin/user/network/${id}`);
    return (reply.data.parent?.id as string | undefined) ?? null;
  };
  const adminApi = async (path: string) =>
    admin.evaluate(
      async (url) => (await fetch(url, { credentials: 'include' })).json(),
      `${t.url}/api/${path}`,
    );
  const assignParent = async (email: string) => {
    await pickOption(admin, 'Search a user by email', email);
    await admin.getByRole('button', { name: 'ASSIGN PARENT TIER' }).click();
    await toast(admin, 'Parent tier assigned successfully');
  };

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    ann = await registerMember(t, t.client('10.11.0.1'), { fname: 'Ann', lname: 'Anchor' });
    ben = await registerMember(t, t.client('10.11.0.2'), { fname: 'Ben', lname: 'Branch' });
    cat = await registerMember(t, t.client('10.11.0.3'), { fname: 'Cat', lname: 'Child' });
    dan = await registerMember(t, t.client('10.11.0.4'), { fname: 'Dan', lname: 'Door' });
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signIn(admin, t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '**/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('creates a member with units and receipts from the users list', async () => {
    await admin.getByRole('menuitem', { name: 'Users' }).click();
    await admin.waitForURL('**/admin/users');
    await admin.getByRole('link', { name: 'Add User' }).click();
    await admin.waitForURL('**/admin/users/create');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await toast(admin, 'Please select at least one receipt');

    await admin.getByLabel('First Name').fill('Nora');
    await admin.getByLabel('Last Name').fill('Newmember');
    await admin.getByLabel('Email', { exact: true }).fill('nora.newmember@example.com');
    await admin.getByLabel('Phone').fill('5550123');
    await admin.getByLabel('Female', { exact: true }).check();
    await admin.getByLabel('Street Address').fill('7 Oak Street');
    await pickOption(admin, 'State', 'New York');
    await admin.getByRole('button', { name: "Can't find the city?" }).click();
    await admin.getByRole('textbox', { name: 'City' }).fill('Smallville');
    await pickOption(admin, 'Referred By', ann.email);
    await admin.getByLabel('Password', { exact: true }).fill('Nora-password-1');
    await admin.getByLabel('Confirm Password').fill('Nora-password-1');
    await pickOption(admin, 'Payment Type', 'Wire Transfer', false);
    await admin.getByLabel('No. of Units').fill('2');
    await admin.getByLabel('Narration').fill('E2E created with units');
    await admin
      .locator('input[type=file]')
      .setInputFiles([{ name: 'wire.png', mimeType: 'image/png', buffer: tinyPng() }]);
    await admin.getByText('wire.png').waitFor();
    await shot(admin, 'back-office-create-user');
    // A double click creates once: the form carries one Idempotency-Key.
    await admin.getByRole('button', { name: 'Submit' }).dblclick();
    await toast(admin, 'Registered successfully');
    await admin.waitForURL('**/admin/users');

    const rows = await t.dataSource.query(
      `SELECT id, city, referrer_id FROM users WHERE email = 'nora.newmember@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].city).toBe('Smallville');
    // Identity keeps who referred her; the network makes that user her parent.
    expect(rows[0].referrer_id).toBe(ann.user.id);
    createdId = rows[0].id;
    const [{ units }] = await t.dataSource.query(
      `SELECT count(*)::int AS units FROM ledger_transfers WHERE narration = 'E2E created with units'`,
    );
    expect(units).toBe(1);
    expect(await parentOf(createdId)).toBe(ann.user.id);

    await admin.getByRole('searchbox', { name: 'Search users' }).fill('nora.newmember');
    const row = admin.locator('tr.ant-table-row', { hasText: 'nora.newmember@example.com' });
    await row.getByText('Paid').waitFor();
    await shot(admin, 'back-office-users');
  });

  it('assigns and changes a parent tier, and changes the payment status', async () => {
    await view(ben.user.id, 'Ben Branch');
    await assignParent(ann.email);
    await admin.getByRole('link', { name: 'Ann Anchor' }).waitFor();
    expect(await parentOf(ben.user.id)).toBe(ann.user.id);

    await admin.getByRole('button', { name: 'Edit Parent Tier' }).click();
    await assignParent('nora.newmember@example.com');
    await admin.getByRole('link', { name: 'Nora Newmember' }).waitFor();
    expect(await parentOf(ben.user.id)).toBe(createdId);

    await pickOption(admin, 'Payment Status', 'Done', false);
    await toast(admin, 'Payment status updated successfully');
    const [{ paid }] = await t.dataSource.query(
      `SELECT payment_status AS paid FROM member_payments WHERE member_id = $1`,
      [ben.user.id],
    );
    expect(paid).toBe('Yes');
  });

  it('adds and deducts free units and updates the password', async () => {
    await admin.getByLabel('Free Units').fill('5');
    await admin.getByRole('button', { name: /^(plus )?Add$/ }).click();
    await toast(admin, 'Loyalty units added successfully');
    await admin.getByText(/\+ 5 free =/).waitFor();
    await admin.getByLabel('Free Units').fill('-2');
    await admin.getByRole('button', { name: /^(plus )?Add$/ }).click();
    await toast(admin, 'Loyalty units deducted successfully');
    await admin.getByText(/\+ 3 free =/).waitFor();
    await admin.getByText('Free Unit Logs').waitFor();

    const card = admin.locator('.ant-card', { hasText: 'Update Password' });
    await card.getByLabel('Password', { exact: true }).fill('Ben-new-password-2');
    await card.getByLabel('Confirm Password').fill('Ben-new-password-2');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await toast(admin, 'Password updated successfully');
    await shot(admin, 'back-office-user-view');

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, t, ben.email, 'Ben-new-password-2', /\/(home|buy-more|pay-now)/);
    await context.close();
  });

  it('deletes a member whose children become top-level', async () => {
    await view(cat.user.id, 'Cat Child');
    await assignParent(ben.email);
    expect(await parentOf(cat.user.id)).toBe(ben.user.id);

    await view(ben.user.id, 'Ben Branch');
    await admin.getByRole('button', { name: /Delete/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Are you sure to delete this User?').waitFor();
    await dialog.getByLabel('Each becomes an individual parent tier').check();
    await shot(admin, 'back-office-delete-modal');
    await dialog.getByRole('button', { name: /Delete/ }).click();
    await toast(admin, 'User deleted successfully');
    await admin.waitForURL('**/admin/users');
    expect(await parentOf(cat.user.id)).toBeNull();
  });

  it('deletes a member whose children move under a chosen user', async () => {
    await view(cat.user.id, 'Cat Child');
    await assignParent(ann.email);
    await view(ann.user.id, 'Ann Anchor');
    await admin.getByRole('button', { name: /Delete/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Move them under another user').check();
    await dialog.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByText('Please choose the user to move the referrals under').waitFor();
    // Ann's downline (Nora, whom Ann referred, and Cat) is never offered as the new parent.
    // The option is clicked once the debounced search for Dan has answered: a click on the list it is
    // replacing can be lost, and the delete would then only repeat the 'choose the user' message.
    const picker = admin.getByLabel('Search the new parent by email', { exact: true });
    const searched = admin.waitForResponse(
      (r) =>
        r.url().includes('exclusive-of-my-network') && (r.request().postData() ?? '').includes(dan.email),
    );
    await picker.click();
    await picker.fill(dan.email);
    await searched;
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: dan.email })
      .first()
      .click();
    await dialog.getByTitle(`Dan Door (${dan.email})`).waitFor();
    await dialog.getByRole('button', { name: /Delete/ }).click();
    await toast(admin, 'User deleted successfully');
    await admin.waitForURL('**/admin/users');
    expect(await parentOf(cat.user.id)).toBe(dan.user.id);
    expect(await parentOf(createdId)).toBe(dan.user.id);
    await view(dan.user.id, 'Dan Door');
    const tree = admin.locator('.ant-card', { hasText: 'Referral Tree' });
    await tree.getByText('Cat Child').waitFor();
    await tree.getByText('Nora Newmember').waitFor();
    await admin.goto(`${t.url}/admin/users/view/${ann.user.id}`);
    await admin.getByText('User not found').waitFor();
  });

  it('lets the SuperAdmin create an Admin, who signs in to the dashboard', async () => {
    await admin.goto(`${t.url}/admin/users/create`);
    await pickOption(admin, 'Role', 'Admin', false);
    await admin
      .getByText('How many units do you want to transfer to this user?')
      .waitFor({ state: 'detached' });
    await admin.getByLabel('First Name').fill('Adam');
    await admin.getByLabel('Last Name').fill('Staff');
    await admin.getByLabel('Email', { exact: true }).fill('adam.staff@example.com');
    await admin.getByLabel('Phone').fill('5550456');
    await admin.getByLabel('Male', { exact: true }).check();
    await admin.getByLabel('Street Address').fill('1 Office Road');
    await pickOption(admin, 'State', 'New York');
    await pickOption(admin, 'City', 'Albany');
    await admin.getByLabel('Password', { exact: true }).fill('Adam-password-1');
    await admin.getByLabel('Confirm Password').fill('Adam-password-1');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await toast(admin, 'Registered successfully');
    await admin.waitForURL('**/admin/users');

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, t, 'adam.staff@example.com', 'Adam-password-1', '**/dashboard');
    await page.getByText('Total Customers').waitFor();
    await context.close();
  });

  it('shows dashboard figures that match the data, at phone width too', async () => {
    await t.drainEvents();
    const [figures] = await t.dataSource.query(
      `SELECT count(*)::int AS members,
              count(*) FILTER (WHERE mp.payment_status = 'Yes')::int AS paid
         FROM users u LEFT JOIN member_payments mp ON mp.member_id = u.id
        WHERE u.role = 'User' AND u.deleted_at IS NULL`,
    );
    await admin.goto(`${t.url}/dashboard`);
    const counter = (title: string) =>
      admin
        .locator('.ant-statistic')
        .filter({ has: admin.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
        .locator('.ant-statistic-content-value');
    await admin.getByRole('img', { name: 'Sign-ups per day (last 90 days)' }).waitFor();
    expect(await counter('Total Customers').textContent()).toBe(String(figures.members));
    expect(await counter('Paid Customers').textContent()).toBe(String(figures.paid));
    expect(await counter('Unpaid Customers').textContent()).toBe(String(figures.members - figures.paid));
    // Dan took over Ann's referrals (Nora and Cat): the top leader, with two.
    const leader = admin.locator('tr.ant-table-row').first();
    await leader.getByRole('link', { name: dan.email }).waitFor();
    expect(await leader.locator('td').last().textContent()).toBe('2');
    await shot(admin, 'back-office-dashboard');

    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '**/dashboard');
    await page.getByRole('img', { name: 'Units per day (last 90 days)' }).waitFor();
    for (const [path, ready, name] of [
      ['/dashboard', 'Top leaders with most referrals', 'back-office-dashboard-phone'],
      ['/admin/users', 'nora.newmember@example.com', 'back-office-users-phone'],
      [`/admin/users/view/${createdId}`, 'Referral Tree', 'back-office-user-view-phone'],
      [
        '/admin/users/create',
        'How many units do you want to transfer to this user?',
        'back-office-create-phone',
      ],
    ] as const) {
      await page.goto(`${t.url}${path}`);
      await page.getByText(ready).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, name);
    }
    await context.close();
  });

  it('keeps the dashboard in place while its figures load, at phone width', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD, '**/dashboard');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/dashboard-data*', async (route) => {
      await held;
      await route.continue();
    });
    /**
     * Where each counter card stands and how tall it is, and where the leaders' card below them
     * starts: what would move if a counter changed size. (The leaders' table grows with its rows.)
     */
    const layout = () =>
      page.evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect();
        const counters = [...document.querySelectorAll('.back-office-counter')].map(
          (card) => `${Math.round(box(card).top)}+${Math.round(box(card).height)}`,
        );
        const leaders = document.querySelector('.back-office-counters.ant-card');
        return [...counters, leaders ? `leaders at ${Math.round(box(leaders).top)}` : 'no leaders'];
      });
    await page.reload();
    await page.locator('.back-office-counter .ant-statistic-skeleton').first().waitFor();
    const loading = await layout();
    release();
    await page.locator('.back-office-counter .ant-statistic-content-value').first().waitFor();
    expect(await layout()).toEqual(loading);
    expect(loading).toHaveLength(4);
    await context.close();
  });
});
