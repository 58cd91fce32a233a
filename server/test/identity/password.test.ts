import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { Mailbox } from '../support/mailbox';
import { registerMember, uniqueEmail } from '../support/journeys';
import { alterToken, eventCount, expectClientError, nextIp, rowCounts } from '../support/fixtures';

jest.setTimeout(30_000);

describe('forgotten and changed passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const NEW_PASSWORD = 'a brand new passphrase';
  const post = (url: string, body: unknown) => t.client(nextIp()).post(url, body);
  const login = (email: string, password: string) => post('/api/login', { email, password });
  const fetchAs = (token: string) => {
    const client = t.client(nextIp());
    client.bearer = token;
    return client.post('/api/user/fetch', {});
  };
  async function requestReset(email: string): Promise<{ id: string; token: string }> {
    const seen = t.mailbox.count(email, 'Reset your password');
    expect((await post('/api/forgot/password', { email })).status).toBe(200);
    return Mailbox.resetLink(await t.mailbox.waitFor(email, 'Reset your password', 10_000, seen));
  }
  const resetWith = (link: { id: string; token: string }, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/create-new-password', { ...link, password, password_confirmation: confirmation });

  describe('forgot/password', () => {
    it('answers the same for an unknown email, and mails a 60-minute link only to a member', async () => {
      const member = await registerMember(t, t.client(nextIp()));
      const stranger = uniqueEmail('stranger');
      const before = await rowCounts(t);
      const unknown = await post('/api/forgot/password', { email: stranger });
      const known = await post('/api/forgot/password', { email: member.email.toUpperCase() });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ message: Messages.resetEmailSent, data: null });
      expect(known.status).toBe(unknown.status);
      expect(known.body).toEqual(unknown.body);

      const link = Mailbox.resetLink(await t.mailbox.waitFor(member.email, 'Reset your password'));
      expect(link.id).toBe(member.user.id);
      expect(link.token.length).toBeGreaterThanOrEqual(43);
      expect(t.mailbox.count(stranger, '')).toBe(0);
      expect(await rowCounts(t)).toEqual({
        ...before,
        password_resets: before.password_resets + 1,
        events: before.events + 1,
      });
      const [row] = await t.dataSource.query(`SELECT * FROM password_resets WHERE user_id = $1`, [
        member.user.id,
      ]);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(link.token);
      const ttl = new Date(row.expires_at).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000);
      expect(await eventCount(t, 'identity.PasswordResetRequested', member.user.id)).toBe(1);
    });

    it('limits requests per email to 3 an hour, answering 429 alike for members and strangers', async () => {
      const member = await registerMember(t, t.client(nextIp()));
      for (const email of [member.email, uniqueEmail('stranger')]) {
        for (let i = 0; i < 3; i++) expect((await post('/api/forgot/password', { email })).status).toBe(200);
        const fourth = await post('/api/forgot/password', { email });
        expectClientError(fourth, 429);
        expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('refuses a malformed email with 422', async () => {
      const reply = await post('/api/forgot/password', { email: 'not an email' });
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['email']);
    });
  });

  describe('reset link', () => {
    it('is valid once: verify, reset, then both refuse it; every session and other link dies', async () => {
      const member = await registerMember(t, t.client(nextIp()));
      const older = await requestReset(member.email);
      const link = await requestReset(member.email);
      expect((await post('/api/verify/remember-token', link)).body).toEqual({ data: { valid: true } });
      expect((await post('/api/verify/remember-token', older)).status).toBe(200);

      const reply = await resetWith(link);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: Messages.passwordReset, data: null });
      expect(await eventCount(t, 'identity.PasswordReset', member.user.id)).toBe(1);

      for (const used of [link, older]) {
        const verify = await post('/api/verify/remember-token', used);
        expectClientError(verify, 400);
        expect(verify.body.message).toBe(Messages.resetLinkInvalid);
        expect((await resetWith(used, 'yet another passphrase')).body.message).toBe(
          Messages.resetLinkInvalid,
        );
      }
      expectClientError(await fetchAs(member.token), 401);
      expectClientError(await login(member.email, member.password), 401);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('expires after its hour: refused by verify and by reset, and the password stays', async () => {
      const member = await registerMember(t, t.client(nextIp()));
      const link = await requestReset(member.email);
      await t.dataSource.query(
        `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [member.user.id],
      );
      expectClientError(await post('/api/verify/remember-token', link), 400);
      const reply = await resetWith(link);
      expectClientError(reply, 400);
      expect(reply.body.message).toBe(Messages.resetLinkInvalid);
      expect((await login(member.email, member.password)).status).toBe(200);
      expect((await fetchAs(member.token)).status).toBe(200);
    });

    it("refuses a wrong token, another member's id, an unknown id and a non-uuid id", async () => {
      const member = await registerMember(t, t.client(nextIp()));
      const other = await registerMember(t, t.client(nextIp()));
      const link = await requestReset(member.email);
      for (const bad of [
        { id: link.id, token: alterToken(link.token) },
        { id: other.user.id, token: link.token },
        { id: '00000000-0000-4000-8000-000000000000', token: link.token },
        { id: 'not-a-uuid', token: link.token },
        { id: link.id, token: '' },
      ]) {
        const verify = await post('/api/verify/remember-token', bad);
        expectClientError(verify, 400);
        expect(verify.body.message).toBe(Messages.resetLinkInvalid);
        expectClientError(await resetWith(bad), 400);
      }
      expect((await post('/api/verify/remember-token', link)).status).toBe(200);
    });

    it('applies the password policy and keeps the link usable after a refusal', async () => {
      const member = await registerMember(t, t.client(nextIp()));
      const link = await requestReset(member.email);
      const common = await resetWith(link, 'password123');
      expectClientError(common, 422);
      expect(common.body.message).toEqual({
        password: ['This password is too common. Please choose another one.'],
      });
      const mismatch = await resetWith(link, NEW_PASSWORD, 'something else');
      expect(mismatch.body.message).toEqual({ password: ['The password confirmation does not match.'] });
      const missing = await post('/api/create-new-password', { ...link, password: NEW_PASSWORD });
      expect(Object.keys(missing.body.message)).toEqual(['password_confirmation']);
      expect((await post('/api/verify/remember-token', link)).status).toBe(200);
      expect((await resetWith(link)).status).toBe(200);
    });
  });

  describe('user/change-password', () => {
    const change = (client: ReturnType<TestApp['client']>, body: Record<string, unknown>) =>
      client.post('/api/user/change-password', body);

    it('refuses a wrong old password on old_password, and a weak new one on password', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      const wrong = await change(client, {
        old_password: 'not my password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expectClientError(wrong, 422);
      expect(wrong.body.message).toEqual({ old_password: [Messages.wrongOldPassword] });
      const weak = await change(client, {
        old_password: member.password,
        password: 'qwerty123',
        password_confirmation: 'qwerty123',
      });
      expect(weak.body.message).toEqual({
        password: ['This password is too common. Please choose another one.'],
      });
      const mismatch = await change(client, {
        old_password: member.password,
        password: NEW_PASSWORD,
        password_confirmation: 'other',
      });
      expect(mismatch.body.message).toEqual({ password: ['The password confirmation does not match.'] });
      expect((await client.post('/api/user/fetch', {})).status).toBe(200);
      expect((await login(member.email, member.password)).status).toBe(200);
    });

    it('changes the password, returns a new session and refuses every older token', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      const other = await registerMember(t, t.client(nextIp()));
      const otherSession = (await login(member.email, member.password)).body.data.token;
      const reply = await change(client, {
        id: other.user.id,
        old_password: member.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(Messages.passwordChanged);
      const { token, user, expires_at } = reply.body.data;
      expect(user.id).toBe(member.user.id);
      expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
      expect(token).not.toBe(member.token);
      expect(client.cookies.get('auth_token')).toBe(token);
      expect(await eventCount(t, 'identity.PasswordChanged', member.user.id)).toBe(1);

      expectClientError(await fetchAs(member.token), 401);
      expectClientError(await fetchAs(otherSession), 401);
      expect((await fetchAs(token)).body.data.id).toBe(member.user.id);
      expect((await client.post('/api/user/fetch', {})).status).toBe(200);
      expectClientError(await login(member.email, member.password), 401);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
      expect((await login(other.email, other.password)).status).toBe(200);
    });

    it('locks after 5 wrong old passwords: the right one then gets 429 too', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      const body = (old: string) => ({
        old_password: old,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      for (let i = 0; i < 5; i++) expect((await change(client, body(`wrong ${i}`))).status).toBe(422);
      const locked = await change(client, body(member.password));
      expectClientError(locked, 429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(member.email, member.password)).status).toBe(200);
    });

    it('needs a session', async () => {
      const reply = await post('/api/user/change-password', {
        old_password: 'a',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expectClientError(reply, 401);
    });
  });
});
