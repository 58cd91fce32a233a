/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { registerMember } from '../server/test/support/journeys';
import { toast } from './support/antd';
import { expectAccessible } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';
import { signInAdmin } from './support/sign-in';

jest.setTimeout(180_000);

const RETIRED = 'e2e.retired-consumer';

/** The member's registration event once the sealer has sealed it (it seals committed events in order). */
async function sealedRegistration(t: ServedApp, userId: string): Promise<{ id: string; seal_no: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await t.drainEvents();
    const [event] = await t.dataSource.query(
      `SELECT e.id, s.seal_no FROM domain_events e JOIN domain_event_seals s ON s.seq = e.seq
        WHERE e.type = 'identity.UserRegistered' AND e.aggregate_id = $1`,
      [userId],
    );
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the registration event was never sealed');
}

describe('event consumers in the back-office', () => {
  let t: ServedApp;
  let browser: Browser;
  let admin: Page;
  let member: { email: string; user: { id: string } };

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
    member = await registerMember(t, t.client('10.4.0.1'), { fname: 'Dora', lname: 'Deadletter' });
    // No consumer in this build fails on demand, so the dead letters are written here as the
    // consumer runner writes them after the last retry of a poison event: one for the welcome email
    // of the member's real, sealed registration event, and one for a consumer that a later build
    // removed (its checkpoint row stays), whose retry the server refuses.
    const event = await sealedRegistration(t, member.user.id);
    await t.dataSource.query(
      `INSERT INTO event_consumers (name, kind, checkpoint, handled, progressed_at)
       VALUES ($1, 'reaction', $2, 1, now())`,
      [RETIRED, event.seal_no],
    );
    await t.dataSource.query(
      `INSERT INTO event_dead_letters (consumer, seal_no, event_id, event_type, error, attempts, failed_at)
       VALUES ('identity.welcome-email', $1, $2, 'identity.UserRegistered',
               'Error: SMTP refused the message: 451 4.3.0 mailbox temporarily unavailable', 5,
               now() - interval '2 minutes'),
              ($3, $1, $2, 'identity.UserRegistered', 'Error: the old handler is gone', 5, now())`,
      [event.seal_no, event.id, RETIRED],
    );
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signInAdmin(admin, t);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const consumerRow = (page: Page, name: string) =>
    page.getByRole('region', { name: 'Consumers table' }).locator('tr.ant-table-row', { hasText: name });
  const letterRow = (page: Page, text: string) =>
    page.getByRole('region', { name: 'Failed events table' }).locator('tr.ant-table-row', { hasText: text });

  it('opens from the sidebar and shows the sealer, the consumers and the open failed events', async () => {
    await admin.getByRole('menuitem', { name: 'Event Consumers' }).click();
    await admin.waitForURL('**/admin/event-consumers');
    await admin.getByRole('heading', { name: 'Event Consumers' }).waitFor();
    await admin.getByText('All sealed').waitFor();

    const welcome = consumerRow(admin, 'identity.welcome-email');
    await welcome.getByText('Side effect').waitFor();
    await welcome.getByText('identity.UserRegistered').waitFor();
    await welcome.getByText('Up to date').waitFor();
    await consumerRow(admin, RETIRED).getByText('Unknown consumer').waitFor();

    await admin.getByText('2 open').waitFor();
    const letter = letterRow(admin, 'identity.welcome-email');
    await letter.getByText(member.user.id).waitFor();
    await letter.getByText('Open').waitFor();
    await shot(admin, 'event-consumers');
  });

  it('retries a failed welcome email: it is handled and leaves the open list', async () => {
    await letterRow(admin, 'identity.welcome-email')
      .getByRole('button', { name: /^Retry the/ })
      .click();
    await admin.getByText('Retry this event?').waitFor();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Retry', exact: true }).click();
    await toast(admin, 'The event was handled.');
    await letterRow(admin, 'identity.welcome-email').waitFor({ state: 'detached' });
    await admin.getByText('1 open').waitFor();
    const [letter] = await t.dataSource.query(
      `SELECT resolved_at, retried_by, attempts FROM event_dead_letters WHERE consumer = 'identity.welcome-email'`,
    );
    expect(letter.resolved_at).not.toBeNull();
    expect(letter.attempts).toBe(6);

    await admin.getByRole('switch', { name: 'Show retried ones too' }).click();
    const resolved = letterRow(admin, 'identity.welcome-email');
    await resolved.getByText('Resolved', { exact: true }).waitFor();
    await resolved
      .locator('.event-consumers__resolution')
      .getByText(/^\d\d-\d\d-\d{4} \d\d:\d\d$/)
      .waitFor();
    expect(
      await letterRow(admin, 'identity.welcome-email')
        .getByRole('button', { name: /^Retry/ })
        .count(),
    ).toBe(0);
    await shot(admin, 'event-consumers-all');
  });

  it("shows the server's refusal when the consumer is gone, and the event stays open", async () => {
    await letterRow(admin, RETIRED)
      .getByRole('button', { name: /^Retry the/ })
      .click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Retry', exact: true }).click();
    await toast(admin, 'This consumer no longer exists.');
    await letterRow(admin, RETIRED).getByText('Open').waitFor();
    const [{ resolved_at }] = await t.dataSource.query(
      `SELECT resolved_at FROM event_dead_letters WHERE consumer = $1`,
      [RETIRED],
    );
    expect(resolved_at).toBeNull();
  });

  it('fits a 375 px phone: the tables scroll inside their regions', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAdmin(page, t);
    await page.goto(`${t.url}/admin/event-consumers`);
    await consumerRow(page, 'identity.welcome-email').waitFor();
    await letterRow(page, RETIRED).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'event-consumers-phone');
    await context.close();
  });

  it('opens the queue dashboard from its link, signed in by the session cookie alone', async () => {
    await admin.goto(`${t.url}/admin/event-consumers`);
    await admin.getByRole('link', { name: 'Queue dashboard' }).click();
    // bull-board's own page, drawn by its scripts from its API: every queue of the app is listed.
    // A third-party page, audited like the app's with what the server adds to it (ADR 0046 addendum).
    for (const queue of ['email', 'ledger-verification', 'season-lock'])
      await admin.getByText(queue, { exact: true }).first().waitFor();
    // The overview's job counts come from its API, past the same admin check.
    await admin
      .getByText(/^\d+ Jobs?$/)
      .first()
      .waitFor();
    expect(new URL(admin.url()).pathname).toBe('/api/admin/queues');
    await expectAccessible(admin);
    await shot(admin, 'queue-dashboard');
    // A queue's own page, with its job list (waitForURL audits it too).
    await admin.getByRole('link', { name: 'email', exact: true }).first().click();
    await admin.waitForURL(/\/api\/admin\/queues\/queue\/email/);
    await admin
      .getByRole('button', { name: /^More actions/ })
      .first()
      .waitFor();
    await shot(admin, 'queue-dashboard-email');
  });
});
