import { startTestApp, TestApp } from '../support/test-app';
import { registration, registerMember, uniqueEmail, verifiedProof } from '../support/journeys';
import { expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://lending.example.org';

describe('login CSRF: login and register take JSON from this site only', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    member = await registerMember(t, t.client(nextIp()));
  });
  afterAll(() => t.close());

  const credentials = () =>
    `email=${encodeURIComponent(member.email)}&password=${encodeURIComponent(member.password)}`;

  it('refuses an HTML form post (urlencoded) to login with 415, and sets no session', async () => {
    const visitor = t.client(nextIp());
    const reply = await visitor.post('/api/login', Buffer.from(credentials()), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectClientError(reply, 415, 'HTTP.JSON_REQUIRED');
    expect(visitor.cookies.has('auth_token')).toBe(false);
  });

  it('refuses a multipart form post to login with 415', async () => {
    const boundary = '----form42';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part('email', member.email)}${part('password', member.password)}--${boundary}--\r\n`;
    const visitor = t.client(nextIp());
    const reply = await visitor.post('/api/login', Buffer.from(body), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expectClientError(reply, 415, 'HTTP.JSON_REQUIRED');
    expect(visitor.cookies.has('auth_token')).toBe(false);
  });

  it('refuses a text/plain form that smuggles JSON (the enctype a form may use)', async () => {
    const smuggled = JSON.stringify({ email: member.email, password: member.password, x: '=' });
    const visitor = t.client(nextIp());
    const reply = await visitor.post('/api/login', Buffer.from(smuggled), { 'content-type': 'text/plain' });
    expectClientError(reply, 415, 'HTTP.JSON_REQUIRED');
    expect(visitor.cookies.has('auth_token')).toBe(false);
  });

  it('refuses JSON from another origin with 403, and a null origin', async () => {
    for (const origin of [
      'https://evil.example.com',
      'null',
      `${PUBLIC_URL}.evil.com`,
      'http://lending.example.org',
    ]) {
      const visitor = t.client(nextIp());
      const reply = await visitor.post(
        '/api/login',
        { email: member.email, password: member.password },
        { origin },
      );
      expectClientError(reply, 403, 'HTTP.FOREIGN_ORIGIN');
      expect(visitor.cookies.has('auth_token')).toBe(false);
    }
  });

  it("signs in with JSON from PUBLIC_URL's origin, from the server's own origin, or without an Origin", async () => {
    const body = { email: member.email, password: member.password };
    expect((await t.client(nextIp()).post('/api/login', body, { origin: PUBLIC_URL })).status).toBe(200);
    expect(
      (
        await t
          .client(nextIp())
          .post('/api/login', body, { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' })
      ).status,
    ).toBe(200);
    expect((await t.client(nextIp()).post('/api/login', body)).status).toBe(200);
    expect(
      (
        await t
          .client(nextIp())
          .post('/api/login', body, { 'content-type': 'application/json; charset=utf-8' })
      ).status,
    ).toBe(200);
  });

  it('applies the same rules to register, and registers nobody', async () => {
    const client = t.client(nextIp());
    const email = uniqueEmail('csrf');
    const proof = await verifiedProof(t, client, email);
    const payload = registration(email, proof);
    const form = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
    expectClientError(
      await client.post('/api/register', Buffer.from(form), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
      'HTTP.JSON_REQUIRED',
    );
    expectClientError(
      await client.post('/api/register', payload, { origin: 'https://evil.example.com' }),
      403,
      'HTTP.FOREIGN_ORIGIN',
    );
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM users WHERE email = $1',
      [email],
    );
    expect(count).toBe(0);
    expect((await client.post('/api/register', payload, { origin: PUBLIC_URL })).status).toBe(201);
  });
});
