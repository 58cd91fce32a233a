import { randomBytes, randomUUID } from 'node:crypto';
import { keyId } from '../../src/platform/config/key-ring';
import { Mailbox } from '../support/mailbox';
import { registerMember, uniqueEmail } from '../support/journeys';
import { expectClientError, nextIp, signJwt } from '../support/fixtures';
import { restartTestApp, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const secret = () => randomBytes(32).toString('hex');
const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).kid as string | undefined;

/**
 * Rotating JWT_SECRET (ADR 0049): the app restarted with a new secret and the old one in
 * JWT_PREVIOUS_SECRETS keeps everyone signed in; once the old secret is removed, its tokens end.
 */
describe('rotating the session secret', () => {
  const oldSecret = secret();
  const newSecret = secret();
  let t: TestApp;
  afterAll(() => t.close());

  const fetchWithBearer = (token: string) => {
    const client = t.client(nextIp());
    client.bearer = token;
    client.sendXsrf = false;
    return client.post('/api/user/fetch', {});
  };
  const fetchWithCookie = (token: string) => {
    const client = t.client(nextIp());
    client.cookies.set('auth_token', token);
    return client.post('/api/user/fetch', {});
  };
  const login = async (email: string, password: string) => {
    const reply = await t.client(nextIp()).post('/api/login', { email, password });
    expect(reply.status).toBe(200);
    return reply.body.data.token as string;
  };
  const claims = (sub: string) => {
    const now = Math.floor(Date.now() / 1000);
    return { sub, role: 'User', ver: 1, typ: 'session', jti: randomUUID(), iat: now, exp: now + 600 };
  };

  it('keeps members signed in across the rotation, and ends the old tokens only when the old secret goes', async () => {
    t = await startTestApp({ JWT_SECRET: oldSecret });
    const member = await registerMember(t, t.client(nextIp()));
    const oldToken = member.token as string;
    expect(kidOf(oldToken)).toBe(keyId('jwt', oldSecret));
    // Someone half-way through registering: the emailed code was hashed with a key of the old secret.
    const joining = uniqueEmail('joining');
    expect((await t.client(nextIp()).post('/api/send-otp', { email: joining })).status).toBe(200);
    const code = Mailbox.code(await t.mailbox.waitFor(joining, 'verification code', 10_000));

    t = await restartTestApp(t, { JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: oldSecret });
    for (const fetch of [fetchWithBearer, fetchWithCookie]) {
      const reply = await fetch(oldToken);
      expect(reply.status).toBe(200);
      expect(reply.body.data.id).toBe(member.user.id);
    }
    const newToken = await login(member.email, member.password);
    expect(kidOf(newToken)).toBe(keyId('jwt', newSecret));
    expect((await fetchWithBearer(newToken)).body.data.id).toBe(member.user.id);
    expect((await t.client(nextIp()).post('/api/email-verified', { email: joining, otp: code })).status).toBe(
      200,
    );

    t = await restartTestApp(t, { JWT_SECRET: newSecret });
    expectClientError(await fetchWithBearer(oldToken), 401);
    expectClientError(await fetchWithCookie(oldToken), 401);
    expect((await fetchWithBearer(newToken)).body.data.id).toBe(member.user.id);
    // A token from before key ids (no kid) of the current secret still verifies; of the removed one, not.
    expect((await fetchWithBearer(signJwt(claims(member.user.id), newSecret))).status).toBe(200);
    expectClientError(await fetchWithBearer(signJwt(claims(member.user.id), oldSecret)), 401);
  });

  it('refuses a token signed with a secret it never had, whatever kid it claims', async () => {
    t = await restartTestApp(t, { JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: oldSecret });
    const [admin] = await t.dataSource.query(`SELECT id, token_version AS ver FROM users LIMIT 1`);
    const forAdmin = () => ({ ...claims(admin.id), ver: admin.ver });
    const stranger = secret();
    const withKid = (kid: string) => signJwt(forAdmin(), stranger, 'HS256', { kid });
    // The control case: the same claims signed with the current secret under its kid.
    expect(
      (await fetchWithBearer(signJwt(forAdmin(), newSecret, 'HS256', { kid: keyId('jwt', newSecret) })))
        .status,
    ).toBe(200);
    for (const token of [
      signJwt(forAdmin(), stranger),
      withKid(keyId('jwt', stranger)),
      withKid(keyId('jwt', newSecret)),
      withKid(keyId('jwt', oldSecret)),
    ])
      expectClientError(await fetchWithBearer(token), 401);
  });
});
