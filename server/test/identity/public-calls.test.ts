import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { alterToken, expectClientError, nextIp, rowCounts } from '../support/fixtures';

jest.setTimeout(30_000);

describe('public calls: referral links, time, geography, health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.client(nextIp()).get(url);
  const post = (url: string, body: unknown) => t.client(nextIp()).post(url, body);
  const byName = (a: string, b: string) => a.localeCompare(b);

  describe('referral links', () => {
    let referrer: Awaited<ReturnType<typeof registerMember>>;
    let link: { id: string; token: string };
    let other: { id: string; token: string };
    beforeAll(async () => {
      referrer = await registerMember(t, t.client(nextIp()), {
        fname: 'Rosa',
        lname: 'Parks',
        phone: '987654321',
      });
      const [, , id, token] = new URL(referrer.user.referralLink).pathname.split('/');
      link = { id, token };
      const second = await registerMember(t, t.client(nextIp()));
      const [, , id2, token2] = new URL(second.user.referralLink).pathname.split('/');
      other = { id: id2, token: token2 };
    });

    it('verifyReferralToken accepts the member link', async () => {
      const reply = await post('/api/verifyReferralToken', link);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: { valid: true } });
    });

    it("fetch-referral-user shows the referrer's public card, never the phone", async () => {
      const reply = await post('/api/fetch-referral-user', link);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        id: link.id,
        fname: 'Rosa',
        lname: 'Parks',
        fullName: 'Rosa Parks',
        email: referrer.email,
        profile: null,
      });
      expect(JSON.stringify(reply.body)).not.toContain('987654321');
    });

    it.each([
      ['a wrong token', () => ({ id: link.id, token: alterToken(link.token) })],
      ["another member's token", () => ({ id: link.id, token: other.token })],
      ['an unknown id', () => ({ id: '00000000-0000-4000-8000-000000000000', token: link.token })],
      ['an id that is not a uuid', () => ({ id: 'abc', token: link.token })],
      ['an empty token', () => ({ id: link.id, token: '' })],
    ])('both refuse %s with 404 "Referral URL is invalid!"', async (_case, bad) => {
      for (const url of ['/api/verifyReferralToken', '/api/fetch-referral-user']) {
        const reply = await post(url, bad());
        expectClientError(reply, 404);
        expect(reply.body.message).toBe(Messages.referralInvalid);
      }
    });

    it('treats a deleted member link as invalid', async () => {
      await t.dataSource.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [other.id]);
      expectClientError(await post('/api/verifyReferralToken', other), 404);
    });

    it.each([
      ['no body', undefined],
      ['no token', { id: 'x' }],
      ['a numeric token', { id: 'x', token: 5 }],
      ['an id over 64 characters', { id: 'i'.repeat(65), token: 't' }],
      ['a token over 200 characters', { id: 'x', token: 't'.repeat(201) }],
    ])('refuses %s with 422', async (_case, body) => {
      const reply = await post('/api/verifyReferralToken', body);
      expectClientError(reply, 422);
    });
  });

  it('fetch-time gives the cutoff, the New York time and whether registration expired', async () => {
    const reply = await get('/api/fetch-time');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      cutoff: null,
      estTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      expired: false,
    });
    const ny = new Date(`${reply.body.data.estTime}Z`).getTime();
    const offsetHours = (Date.now() - ny) / 3600_000;
    expect(Math.round(offsetHours)).toBeGreaterThanOrEqual(4);
    expect(Math.round(offsetHours)).toBeLessThanOrEqual(5);
  });

  describe('geography', () => {
    it('lists every country sorted by name, with ISO codes', async () => {
      const reply = await get('/api/geo/countries');
      expect(reply.status).toBe(200);
      const names: string[] = reply.body.data.map((c: { name: string }) => c.name);
      expect(names.length).toBeGreaterThan(200);
      expect(names).toEqual([...names].sort(byName));
      expect(reply.body.data).toContainEqual({ name: 'United States', iso2: 'US' });
      expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('lists the states of a country sorted by name, whatever the case of the code', async () => {
      const reply = await get('/api/geo/countries/us/states');
      expect(reply.status).toBe(200);
      const names: string[] = reply.body.data.map((s: { name: string }) => s.name);
      expect(names).toEqual([...names].sort(byName));
      expect(reply.body.data).toContainEqual({ name: 'New York', iso2: 'NY' });
    });

    it('lists the cities of a state sorted by name, without duplicates', async () => {
      const reply = await get('/api/geo/countries/US/states/NY/cities');
      expect(reply.status).toBe(200);
      const names: string[] = reply.body.data.map((c: { name: string }) => c.name);
      expect(names).toContain('New York City');
      expect(names).toEqual([...names].sort(byName));
      expect(new Set(names).size).toBe(names.length);
    });

    it('lists dialing codes as digits, sorted by country name', async () => {
      const reply = await get('/api/geo/dialing-codes');
      expect(reply.body.data).toContainEqual({ name: 'United States', iso2: 'US', code: '1' });
      for (const entry of reply.body.data) expect(entry.code).toMatch(/^\d{1,4}$/);
      const names: string[] = reply.body.data.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort(byName));
    });

    it.each([
      ['an unknown country', '/api/geo/countries/ZZ/states', 'Country not found'],
      ['a malformed country code', '/api/geo/countries/USA1/states', 'Country not found'],
      ['an unknown state', '/api/geo/countries/US/states/ZZ/cities', 'State not found'],
      ['a state of another country', '/api/geo/countries/FR/states/NY/cities', 'State not found'],
    ])('answers 404 for %s', async (_case, url, message) => {
      const reply = await get(url);
      expectClientError(reply, 404);
      expect(reply.body.message).toBe(message);
    });
  });

  it('health answers while the process lives, ready when the database and Redis answer', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ data: { status: 'ok' } });
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ message: 'ready', data: { database: 'ok', redis: 'ok' } });
  });

  it('serves the OpenAPI UI and a document listing every identity call', async () => {
    const ui = await get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('Swagger UI');
    const doc = await get('/api/docs-json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const calls = [
      'register',
      'send-otp',
      'email-verified',
      'login',
      'user/logout',
      'user/fetch',
      'forgot/password',
      'verify/remember-token',
      'create-new-password',
      'user/change-password',
      'user/update-user',
      'user/update-profile',
      'verifyReferralToken',
      'fetch-referral-user',
    ];
    for (const call of calls) expect(doc.body.paths[`/api/${call}`]?.post).toBeDefined();
    for (const call of ['fetch-time', 'geo/countries', 'health', 'ready'])
      expect(doc.body.paths[`/api/${call}`]?.get).toBeDefined();
  });

  it('answers an unknown API path with 404 { message: "Not Found" } and writes nothing', async () => {
    const before = await rowCounts(t);
    for (const reply of [await get('/api/nothing-here'), await post('/api/user/delete-everything', {})]) {
      expectClientError(reply, 404);
      expect(reply.body.message).toBe(Messages.notFound);
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
