import { randomUUID } from 'node:crypto';
import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { decodeJwt, eventCount, expectClientError, nextIp, signJwt } from '../support/fixtures';

jest.setTimeout(30_000);

describe('login, sessions and logout', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    member = await registerMember(t, t.client(nextIp()), { fname: 'Lena', lname: 'Login' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, client = t.client(nextIp())) =>
    client.post('/api/login', { email, password }).then((reply) => ({ reply, client }));
  const fetchAs = (token: string) => {
    const client = t.client(nextIp());
    client.bearer = token;
    client.sendXsrf = false;
    return client.post('/api/user/fetch', {});
  };

  it('signs in by email (any case) and password: token, expiry, httpOnly cookie, user and event', async () => {
    const events = await eventCount(t, 'identity.LoggedIn', member.user.id);
    const { reply, client } = await login(member.email.toUpperCase(), member.password);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(Messages.loggedIn);
    expect(reply.body.data.user).toMatchObject({
      id: member.user.id,
      email: member.email,
      fullName: 'Lena Login',
    });
    expect(decodeJwt(reply.body.data.token)).toMatchObject({
      sub: member.user.id,
      role: 'User',
      typ: 'session',
      ver: 1,
    });
    expect(new Date(reply.body.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(String(reply.headers['set-cookie'])).toMatch(/auth_token=[^;]+; .*HttpOnly; SameSite=Lax/i);
    expect(client.cookies.get('auth_token')).toBe(reply.body.data.token);
    expect((await client.post('/api/user/fetch', {})).body.data.id).toBe(member.user.id);
    expect(await eventCount(t, 'identity.LoggedIn', member.user.id)).toBe(events + 1);
  });

  it('answers the same 401 to a wrong password and to an unknown email, and sets no session', async () => {
    const wrong = await login(member.email, 'not the password');
    const unknown = await login('nobody.here@example.com', member.password);
    for (const { reply, client } of [wrong, unknown]) {
      expectClientError(reply, 401);
      expect(reply.body).toEqual({ message: Messages.invalidCredentials, code: 'AUTH.BAD_CREDENTIALS' });
      expect(client.cookies.has('auth_token')).toBe(false);
    }
  });

  it('stores passwords hashed with argon2id, never in clear', async () => {
    const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [member.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.password_hash).not.toContain(member.password);
  });

  it("user/fetch answers the caller's own user whatever id is sent, and 401 without a session", async () => {
    const other = await registerMember(t, t.client(nextIp()));
    const mine = await fetchAs(member.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.id).toBe(member.user.id);
    const client = t.client(nextIp());
    client.bearer = member.token;
    expect(
      (await client.post('/api/user/fetch', { id: other.user.id, token: other.token })).body.data.id,
    ).toBe(member.user.id);

    const anonymous = await t.client(nextIp()).post('/api/user/fetch', {});
    expectClientError(anonymous, 401);
    expect(anonymous.body.message).toBe(Messages.unauthenticated);
  });

  it('logout ends that session: cookie cleared, the token refused afterwards, other sessions kept', async () => {
    const { reply, client } = await login(member.email, member.password);
    const token = reply.body.data.token;
    const { reply: second } = await login(member.email, member.password);
    const events = await eventCount(t, 'identity.LoggedOut', member.user.id);

    const out = await client.post('/api/user/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: Messages.loggedOut, data: null });
    expect(String(out.headers['set-cookie'])).toMatch(/auth_token=;/);
    expect(client.cookies.has('auth_token')).toBe(false);
    expect(await eventCount(t, 'identity.LoggedOut', member.user.id)).toBe(events + 1);

    expectClientError(await fetchAs(token), 401);
    client.cookies.set('auth_token', token);
    expectClientError(await client.post('/api/user/fetch', {}), 401);
    expect((await fetchAs(second.body.data.token)).status).toBe(200);
  });

  it('user/logout without a session is 401', async () => {
    expectClientError(await t.client(nextIp()).post('/api/user/logout'), 401);
  });

  it('ends the sessions of a deleted account and refuses its login', async () => {
    const doomed = await registerMember(t, t.client(nextIp()));
    expect((await fetchAs(doomed.token)).status).toBe(200);
    await t.dataSource.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [doomed.user.id]);
    expectClientError(await fetchAs(doomed.token), 401);
    const { reply } = await login(doomed.email, doomed.password);
    expectClientError(reply, 401);
    expect(reply.body.message).toBe(Messages.invalidCredentials);
  });

  describe('token forgery', () => {
    const claims = (over: Record<string, unknown> = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return {
        sub: member.user.id,
        role: 'User',
        ver: 1,
        typ: 'session',
        jti: randomUUID(),
        iat: now,
        exp: now + 600,
        ...over,
      };
    };

    it('accepts a well-formed token signed with the server secret (the control case)', async () => {
      expect((await fetchAs(signJwt(claims(), t.env.JWT_SECRET))).status).toBe(200);
    });

    it.each([
      ['signed with another secret', () => signJwt(claims(), 'x'.repeat(64))],
      ['unsigned, alg none', () => signJwt(claims(), null, 'none')],
      ['signed with HS512', () => signJwt(claims(), t.env.JWT_SECRET, 'HS512')],
      ['expired', () => signJwt(claims({ iat: 1000, exp: 2000 }), t.env.JWT_SECRET)],
      ['of an older token version', () => signJwt(claims({ ver: 0 }), t.env.JWT_SECRET)],
      ['an email proof, not a session', () => signJwt(claims({ typ: 'proof' }), t.env.JWT_SECRET)],
      ['without a token id', () => signJwt(claims({ jti: undefined }), t.env.JWT_SECRET)],
      ['for a user that does not exist', () => signJwt(claims({ sub: randomUUID() }), t.env.JWT_SECRET)],
      ['for a subject that is not a uuid', () => signJwt(claims({ sub: "x' OR 1=1 --" }), t.env.JWT_SECRET)],
      [
        'with a tampered payload',
        () => {
          const [head, , signature] = member.token.split('.');
          return `${head}.${Buffer.from(JSON.stringify(claims({ role: 'SuperAdmin' }))).toString('base64url')}.${signature}`;
        },
      ],
      ['garbage', () => 'not-a-token'],
    ])('refuses a token %s with 401', async (_case, token) => {
      const reply = await fetchAs(token());
      expectClientError(reply, 401);
      expect(reply.body.message).toBe(Messages.unauthenticated);
    });
  });

  describe('CSRF double submit', () => {
    it('sets a readable XSRF-TOKEN cookie for the page script', async () => {
      const reply = await t.client(nextIp()).get('/api/ready');
      const cookie = String(reply.headers['set-cookie']);
      expect(cookie).toMatch(/XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/i);
      // The liveness probe is no page: it gets no token (ADR 0020).
      expect((await t.client(nextIp()).get('/api/health')).headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cookie-authenticated POST without, or with a wrong, X-XSRF-TOKEN header', async () => {
      const { client } = await login(member.email, member.password);
      client.sendXsrf = false;
      for (const headers of [{}, { 'x-xsrf-token': 'forged-value' }] as Array<Record<string, string>>) {
        const reply = await client.post('/api/user/fetch', {}, headers);
        expectClientError(reply, 403);
        expect(reply.body.message).toBe(Messages.csrfMismatch);
      }
      const logout = await client.post('/api/user/logout');
      expect(logout.body.message).toBe(Messages.csrfMismatch);
      client.sendXsrf = true;
      expect((await client.post('/api/user/fetch', {})).status).toBe(200);
    });

    it('lets an API client with a bearer token call without a CSRF header', async () => {
      const { reply } = await login(member.email, member.password);
      const api = t.client(nextIp());
      api.bearer = reply.body.data.token;
      api.sendXsrf = false;
      expect((await api.post('/api/user/fetch', {})).status).toBe(200);
      expect((await api.post('/api/user/logout')).status).toBe(200);
      expectClientError(await api.post('/api/user/fetch', {}), 401);
    });
  });

  const expectLocked = (reply: Awaited<ReturnType<typeof login>>['reply']) => {
    expectClientError(reply, 429);
    expect(reply.body.message).toBe(Messages.tooManyRequests);
    const retryAfter = Number(reply.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('locks an account after 10 failed logins from one address: 429 with Retry-After there, even for the right password', async () => {
    const victim = await registerMember(t, t.client(nextIp()));
    const guesser = t.client(nextIp());
    for (let i = 0; i < 10; i++)
      expect((await login(victim.email, `wrong password ${i}`, guesser)).reply.status).toBe(401);
    for (const password of ['wrong password 11', victim.password])
      expectLocked((await login(victim.email, password, guesser)).reply);
    // The owner, from elsewhere, is not locked out by a stranger's guesses.
    expect((await login(victim.email, victim.password)).reply.status).toBe(200);
    expect((await login(member.email, member.password, guesser)).reply.status).toBe(200);
  });

  it('never locks an account everywhere: after 50 failed logins from any addresses the owner is asked for the emailed code', async () => {
    const victim = await registerMember(t, t.client(nextIp()));
    for (let address = 0; address < 5; address++) {
      const guesser = t.client(nextIp());
      for (let i = 0; i < 10; i++)
        expect((await login(victim.email, `wrong ${address}.${i}`, guesser)).reply.status).toBe(401);
    }
    expectClientError((await login(victim.email, victim.password)).reply, 401, 'AUTH.LOGIN_CODE_REQUIRED');
    expect((await login(member.email, member.password)).reply.status).toBe(200);
  }, 90_000);
});
