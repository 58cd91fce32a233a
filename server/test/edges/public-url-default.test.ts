import { Mailbox } from '../support/mailbox';
import { registerMember } from '../support/journeys';
import { nextIp } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

/** Issue 21: a server started on another port than 3000, without PUBLIC_URL, links to itself. */
describe('PUBLIC_URL unset', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ PORT: String(port) });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('gives copied and emailed links the port the server listens on', async () => {
    const origin = `http://localhost:${port}`;
    const member = await registerMember(t, t.client(nextIp()));
    expect(new URL(member.user.referralLink).origin).toBe(origin);

    const asked = await t.client(nextIp()).post('/api/forgot/password', { email: member.email });
    expect(asked.status).toBe(200);
    const mail = Mailbox.decoded(await t.mailbox.waitFor(member.email, 'Reset your password'));
    expect(mail.body).toContain(`${origin}/create-new-password/`);
  });

  it('takes a sign-in posted from a page served on that port (its own origin)', async () => {
    const member = await registerMember(t, t.client(nextIp()));
    const reply = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(reply.status).toBe(200);
  });
});
