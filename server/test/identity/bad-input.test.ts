import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember, registration, uniqueEmail } from '../support/journeys';
import { expectClientError, nextIp, rowCounts } from '../support/fixtures';
import type { Reply } from '../support/client';

jest.setTimeout(30_000);

/**
 * Every JSON call of the identity API, fed every kind of broken body: always a 4xx in the spec's
 * shape, never a 500, and nothing written.
 */
describe('bad input to every identity call', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let link: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp();
    member = await registerMember(t, t.client(nextIp()));
    const [, , id, token] = new URL(member.user.referralLink).pathname.split('/');
    link = { id, token };
  });
  afterAll(() => t.close());

  const NEW_PASSWORD = 'another fine passphrase';
  /** jsonOnly: login and register refuse any body but JSON with 415 before reading it (ADR 0016). */
  const calls: Array<{
    url: string;
    session?: boolean;
    jsonOnly?: boolean;
    valid: () => Record<string, unknown>;
  }> = [
    {
      url: '/api/register',
      jsonOnly: true,
      valid: () => ({ ...registration(uniqueEmail(), 'fake.proof') }),
    },
    { url: '/api/send-otp', valid: () => ({ email: uniqueEmail() }) },
    { url: '/api/email-verified', valid: () => ({ email: uniqueEmail(), otp: '123456' }) },
    { url: '/api/login', jsonOnly: true, valid: () => ({ email: member.email, password: member.password }) },
    { url: '/api/forgot/password', valid: () => ({ email: member.email }) },
    { url: '/api/verify/remember-token', valid: () => ({ id: member.user.id, token: 'x'.repeat(43) }) },
    {
      url: '/api/create-new-password',
      valid: () => ({
        id: member.user.id,
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    },
    {
      url: '/api/user/change-password',
      session: true,
      valid: () => ({
        old_password: member.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    },
    {
      url: '/api/user/update-user',
      session: true,
      valid: () => ({
        fname: 'Evil',
        lname: 'Edit',
        phone: '5550000000',
        country_code: '1',
        gender: 'Male',
        address: 'x',
        country: 'x',
        state: 'x',
        city: 'x',
      }),
    },
    { url: '/api/verifyReferralToken', valid: () => link },
    { url: '/api/fetch-referral-user', valid: () => link },
  ];

  const mapValues = (body: Record<string, unknown>, to: (value: unknown) => unknown) =>
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, to(value)]));
  const json = { 'content-type': 'application/json' };
  const kinds: Array<
    [string, number, (valid: Record<string, unknown>) => { body?: unknown; headers?: Record<string, string> }]
  > = [
    ['no body at all', 422, () => ({})],
    ['an empty JSON body', 400, () => ({ body: Buffer.from(''), headers: json })],
    ['malformed JSON', 400, (v) => ({ body: Buffer.from(JSON.stringify(v).slice(0, -1)), headers: json })],
    ['a JSON array', 422, (v) => ({ body: [v] })],
    ['a JSON string', 422, () => ({ body: 'hello' })],
    ['JSON null', 422, () => ({ body: null })],
    [
      'a plain-text body',
      422,
      (v) => ({ body: Buffer.from(JSON.stringify(v)), headers: { 'content-type': 'text/plain' } }),
    ],
    [
      'an XML body',
      415,
      () => ({ body: Buffer.from('<a/>'), headers: { 'content-type': 'application/xml' } }),
    ],
    ['every field an object', 422, (v) => ({ body: mapValues(v, () => ({ $gt: '' })) })],
    ['every field a number', 422, (v) => ({ body: mapValues(v, () => 1e308) })],
    ['every field 10 000 characters long', 422, (v) => ({ body: mapValues(v, () => 'x'.repeat(10_000)) })],
    ['an unknown field beside valid ones', 422, (v) => ({ body: { ...v, is_admin: true } })],
    [
      'a __proto__ key',
      400,
      (v) => ({
        body: Buffer.from(`{"__proto__":{"role":"Admin"},${JSON.stringify(v).slice(1)}`),
        headers: json,
      }),
    ],
    ['a body over 1 MiB', 413, (v) => ({ body: { ...v, padding: 'x'.repeat(1_100_000) } })],
  ];

  const notJson = new Set(['no body at all', 'a plain-text body']);
  const cases = calls.flatMap((call) =>
    kinds.map(
      ([kind, status, make]) =>
        [call.url, kind, call.jsonOnly && notJson.has(kind) ? 415 : status, call, make] as const,
    ),
  );

  it.each(cases)('%s with %s answers %i and writes nothing', async (_url, kind, status, call, make) => {
    const before = await rowCounts(t);
    const client = t.client(nextIp());
    if (call.session) {
      client.bearer = member.token;
      client.sendXsrf = false;
    }
    const { body, headers } = make(call.valid());
    const reply: Reply = await client.request('POST', call.url, body, headers);
    expectClientError(reply, status);
    if (kind === 'an unknown field beside valid ones')
      expect(reply.body.message).toEqual({ is_admin: ['The is_admin field is not allowed.'] });
    expect(await rowCounts(t)).toEqual(before);
  });

  const valid = (url: string) => calls.find((c) => c.url === url)!;
  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['/api/login', { email: 'jane' }, 'email', 'The email must be a valid email address.'],
    [
      '/api/login',
      { email: `${'e'.repeat(250)}@x.com` },
      'email',
      'The email may not be greater than 254 characters.',
    ],
    ['/api/login', { password: '' }, 'password', 'The password field is required.'],
    ['/api/login', { password: 'p'.repeat(1025) }, 'password', 'The password is too long.'],
    ['/api/send-otp', { email: 'jane@' }, 'email', 'The email must be a valid email address.'],
    [
      '/api/forgot/password',
      { email: ['jane@example.com'] },
      'email',
      'The email must be a valid email address.',
    ],
    ['/api/verify/remember-token', { id: '' }, 'id', 'The id field is required.'],
    [
      '/api/verify/remember-token',
      { id: 'i'.repeat(65) },
      'id',
      'The id may not be greater than 64 characters.',
    ],
    ['/api/verify/remember-token', { token: 7 }, 'token', 'token must be a string'],
    [
      '/api/create-new-password',
      { password_confirmation: '' },
      'password_confirmation',
      'The password confirmation field is required.',
    ],
    ['/api/create-new-password', { password: 12345678 }, 'password', 'The password must be a string.'],
    [
      '/api/user/change-password',
      { old_password: '' },
      'old_password',
      'The old password field is required.',
    ],
    [
      '/api/user/change-password',
      { id: 'i'.repeat(65) },
      'id',
      'id must be shorter than or equal to 64 characters',
    ],
    ['/api/user/change-password', { password: 'p'.repeat(1025) }, 'password', 'The password is too long.'],
    [
      '/api/fetch-referral-user',
      { token: 't'.repeat(201) },
      'token',
      'token must be shorter than or equal to 200 characters',
    ],
  ];

  it.each(rules)('%s refuses %j with 422 on that field', async (url, change, field, message) => {
    const before = await rowCounts(t);
    const client = t.client(nextIp());
    if (valid(url).session) client.bearer = member.token;
    const reply = await client.post(url, { ...valid(url).valid(), ...change });
    expectClientError(reply, 422);
    expect(Object.keys(reply.body.message)).toEqual([field]);
    expect(reply.body.message[field]).toContain(message);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("words the body parser's refusals for people, without Fastify codes", async () => {
    const send = (body: Buffer, type: string) =>
      t.client(nextIp()).request('POST', '/api/login', body, { 'content-type': type });
    expect((await send(Buffer.from('{"email":'), 'application/json')).body.message).toBe(
      'The request body is not valid JSON.',
    );
    expect((await send(Buffer.from(''), 'application/json')).body.message).toBe(
      'The request body is not valid JSON.',
    );
    expect((await send(Buffer.from('<a/>'), 'application/xml')).body.message).toBe(
      'Unsupported content type.',
    );
    expect((await send(Buffer.alloc(1_100_000, 0x20), 'application/json')).body.message).toBe(
      Messages.fileTooLarge,
    );
  });

  it.each(['/api/user/fetch', '/api/user/logout'])(
    '%s with a broken body answers 400 and keeps the session',
    async (url) => {
      const client = t.client(nextIp());
      client.bearer = member.token;
      const reply = await client.request('POST', url, Buffer.from('{"id":'), json);
      expectClientError(reply, 400);
      expect((await client.post('/api/user/fetch', {})).status).toBe(200);
    },
  );

  it('the member is untouched after all of it', async () => {
    const login = await t
      .client(nextIp())
      .post('/api/login', { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ fname: 'Jane', lname: 'Doe', role: 'User' });
  });
});
