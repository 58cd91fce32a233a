import { randomBytes } from 'node:crypto';
import { REFERRALS_ON_USER } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

/** The member's read path (ADR 0020): referrals paged, liveness outside Nest, headers where pages need them. */
describe('read path', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let client: ReturnType<TestApp['client']>;
  const referralIds: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    client = t.client(nextIp());
    member = await registerMember(t, client, { fname: 'Paula', lname: 'Pager' });
    // Twelve referrals as registration leaves them, a minute apart, plus one that was deleted.
    for (let i = 0; i < 13; i++) {
      const [row] = await t.dataSource.query(
        `INSERT INTO users (fname, lname, email, password_hash, referral_token, referrer_id, created_at, deleted_at)
         VALUES ($1, 'Ref', $2, 'unused', $3, $4, now() - make_interval(mins => 60 - $5::int), $6) RETURNING id`,
        [
          `R${String(i).padStart(2, '0')}`,
          `ref-${randomBytes(6).toString('hex')}@x.test`,
          randomBytes(16).toString('hex'),
          member.user.id,
          i,
          i === 12 ? new Date() : null,
        ],
      );
      if (i < 12) referralIds.push(row.id);
    }
  });
  afterAll(() => t.close());

  it('user/fetch carries the first page of referrals, oldest first, and how many there are', async () => {
    const reply = await client.post('/api/user/fetch', {});
    expect(reply.status).toBe(200);
    const { referrals, referrals_total } = reply.body.data;
    expect(referrals_total).toBe(12);
    expect(referrals).toHaveLength(REFERRALS_ON_USER);
    expect(referrals.map((r: { id: string }) => r.id)).toEqual(referralIds.slice(0, REFERRALS_ON_USER));
    expect(referrals[0]).toEqual({
      id: referralIds[0],
      fullName: 'R00 Ref',
      balance_units: 0,
      profile: null,
    });
  });

  it('user/referrals pages on, and a page past the end is empty', async () => {
    const second = await client.post('/api/user/referrals', { page: 2, per_page: 10 });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      data: referralIds.slice(10).map((id, i) => ({
        id,
        fullName: `R${10 + i} Ref`,
        balance_units: 0,
        profile: null,
      })),
      total: 12,
      page: 2,
      per_page: 10,
    });
    const first = await client.post('/api/user/referrals', { per_page: 50 });
    expect(first.body.data.map((r: { id: string }) => r.id)).toEqual(referralIds);
    const past = await client.post('/api/user/referrals', { page: 3 });
    expect(past.body).toMatchObject({ data: [], total: 12, page: 3, per_page: 10 });
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page that is text', { page: 'two' }, 'page'],
    ['a page size not offered', { per_page: 7 }, 'per_page'],
  ])('user/referrals refuses %s with 422', async (_case, body, field) => {
    const reply = await client.post('/api/user/referrals', body);
    expectClientError(reply, 422, 'VALIDATION_FAILED');
    expect(Object.keys(reply.body.message)).toContain(field);
  });

  it('user/referrals needs a session', async () => {
    expectClientError(await t.client(nextIp()).post('/api/user/referrals', {}), 401);
  });

  it('answers liveness without page headers, and API answers with them', async () => {
    const health = await t.client(nextIp()).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ data: { status: 'ok' } });
    expect(health.headers['x-request-id']).toBeDefined();
    expect(health.headers['content-security-policy']).toBeUndefined();
    const ready = await t.client(nextIp()).get('/api/ready');
    expect(ready.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(ready.headers['x-content-type-options']).toBe('nosniff');
    const fetched = await client.post('/api/user/fetch', {});
    expect(fetched.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sets no XSRF cookie for a bearer client, which needs none', async () => {
    const api = t.client(nextIp());
    api.bearer = member.token;
    api.sendXsrf = false;
    const reply = await api.post('/api/user/fetch', {});
    expect(reply.status).toBe(200);
    expect(String(reply.headers['set-cookie'] ?? '')).not.toContain('XSRF-TOKEN');
  });

  it('answers concurrent requests of several members, read together, each with their own data', async () => {
    const others = [];
    for (const fname of ['Ana', 'Ben']) {
      const c = t.client(nextIp());
      others.push({ client: c, member: await registerMember(t, c, { fname, lname: 'Concurrent' }) });
    }
    // A session logged out just before is refused even when its request is read with valid ones.
    const leaving = t.client(nextIp());
    const gone = await registerMember(t, leaving, { fname: 'Cleo', lname: 'Gone' });
    expect((await leaving.post('/api/user/logout')).status).toBe(200);
    const revoked = t.client(nextIp());
    revoked.bearer = gone.token;
    revoked.sendXsrf = false;

    const askers = [
      { client, id: member.user.id, fname: 'Paula' },
      ...others.map((o) => ({ client: o.client, id: o.member.user.id, fname: o.member.user.fname })),
    ];
    const rounds = await Promise.all(
      Array.from({ length: 8 }, () =>
        Promise.all([
          ...askers.map((a) => a.client.post('/api/user/fetch', {})),
          ...askers.map((a) => a.client.post('/api/user/my-transactions', {})),
          revoked.post('/api/user/fetch', {}),
        ]),
      ),
    );
    for (const replies of rounds) {
      askers.forEach((asker, i) => {
        expect(replies[i].status).toBe(200);
        expect(replies[i].body.data).toMatchObject({ id: asker.id, fname: asker.fname });
        expect(replies[askers.length + i].status).toBe(200);
        expect(replies[askers.length + i].body.data).toEqual([]);
      });
      expectClientError(replies[2 * askers.length], 401);
    }
  });

  it('shows a change made just before the read, while older reads are still in flight', async () => {
    const profile = {
      fname: 'Pauline',
      lname: 'Pager',
      phone: '4155550100',
      country_code: '1',
      gender: 'Female',
      address: '1 Main Street',
      country: 'United States',
      state: 'New York',
      city: 'Albany',
    };
    const inFlight = Array.from({ length: 20 }, () => client.post('/api/user/fetch', {}));
    expect((await client.post('/api/user/update-user', profile)).status).toBe(200);
    const after = await client.post('/api/user/fetch', {});
    expect(after.body.data.fname).toBe('Pauline');
    for (const reply of await Promise.all(inFlight))
      expect(['Paula', 'Pauline']).toContain(reply.body.data.fname);
  });
});
