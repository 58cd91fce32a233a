import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember, registration, uniqueEmail, verifiedProof } from '../support/journeys';
import { decodeJwt, eventCount, expectClientError, nextIp, rowCounts } from '../support/fixtures';

jest.setTimeout(30_000);

describe('register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const linkOf = (user: { referralLink: string }) => {
    const [, , id, token] = new URL(user.referralLink).pathname.split('/');
    return { id, token };
  };

  it('creates a verified member from the free-text referral, signs them in and stores the choices', async () => {
    const client = t.client(nextIp());
    const email = uniqueEmail();
    const proof = await verifiedProof(t, client, email);
    const reply = await client.post(
      '/api/register',
      registration(email, proof, {
        role: 'User',
        referral_user: '  Uncle Bob  ',
        address_line2: 'Apt 4',
        pay_now: 'Yes',
        pay_type: 'Credit/Debit Card',
        units_purchase_intent: 3,
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(Messages.registered);
    const { token, expires_at, user } = reply.body.data;
    expect(user).toMatchObject({
      email,
      role: 'User',
      fullName: 'Jane Doe',
      referral_user: 'Uncle Bob',
      referred: null,
      address_line2: 'Apt 4',
      country: 'United States',
      details: { pay_now: 'Yes', pay_type: 'Credit/Debit Card', unit_purchase_intent: 3, paid: 'No' },
    });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.referralLink).toMatch(new RegExp(`/referral/${user.id}/[A-Za-z0-9_-]{32}$`));
    expect(decodeJwt(token)).toMatchObject({ sub: user.id, role: 'User', typ: 'session' });
    const ttl = new Date(expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/auth_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/auth_token=[^;]+;.*SameSite=Lax/i);
    expect(await eventCount(t, 'identity.UserRegistered', user.id)).toBe(1);
    const [row] = await t.dataSource.query('SELECT referrer_id FROM users WHERE id = $1', [user.id]);
    expect(row.referrer_id).toBeNull();
  });

  it('puts a member who came through a referral link under the referrer, who then sees them', async () => {
    const referrerClient = t.client(nextIp());
    const referrer = await registerMember(t, referrerClient, { fname: 'Rita', lname: 'Ref' });
    const link = linkOf(referrer.user);
    const member = await registerMember(t, t.client(nextIp()), {
      referral: link.id,
      referral_token: link.token,
      referral_user: 'ignored when a link is used',
    });
    expect(member.user.referred).toEqual({ id: referrer.user.id, fullName: 'Rita Ref' });
    expect(member.user.referral_user).toBeNull();
    const [row] = await t.dataSource.query('SELECT referrer_id FROM users WHERE id = $1', [member.user.id]);
    expect(row.referrer_id).toBe(referrer.user.id);

    const seen = await referrerClient.post('/api/user/fetch', {});
    expect(seen.body.data.referrals).toEqual([
      { id: member.user.id, fullName: 'Jane Doe', balance_units: 0, profile: null },
    ]);
  });

  describe('with a valid proof but a bad referral link', () => {
    let referrer: { id: string; token: string };
    let other: { id: string; token: string };
    beforeAll(async () => {
      referrer = linkOf((await registerMember(t, t.client(nextIp()))).user);
      other = linkOf((await registerMember(t, t.client(nextIp()))).user);
    });

    it.each([
      ['a wrong token', () => ({ referral: referrer.id, referral_token: 'x'.repeat(32) })],
      ["another member's token", () => ({ referral: referrer.id, referral_token: other.token })],
      [
        'an unknown member id',
        () => ({ referral: '00000000-0000-4000-8000-000000000000', referral_token: referrer.token }),
      ],
      ['an id that is not a uuid', () => ({ referral: 'not-a-uuid', referral_token: referrer.token })],
      ['a token without an id', () => ({ referral_token: referrer.token })],
      ['an id without a token', () => ({ referral: referrer.id })],
    ])('refuses %s on `referral` and creates nothing', async (_case, link) => {
      const client = t.client(nextIp());
      const email = uniqueEmail();
      const proof = await verifiedProof(t, client, email);
      const before = await rowCounts(t);
      const reply = await client.post('/api/register', registration(email, proof, link()));
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ referral: [Messages.referralInvalid] });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('without a valid email proof', () => {
    let email: string;
    let proofForAnotherEmail: string;
    let sessionToken: string;
    beforeAll(async () => {
      email = uniqueEmail();
      proofForAnotherEmail = await verifiedProof(t, t.client(nextIp()), uniqueEmail());
      sessionToken = (await registerMember(t, t.client(nextIp()))).token;
    });

    it.each([
      ['no proof', () => undefined, 'email_proof'],
      ['an empty proof', () => '', 'email_proof'],
      ['a made-up proof', () => 'not.a.jwt', 'email'],
      ['a proof for another email', () => proofForAnotherEmail, 'email'],
      ['a session token instead of a proof', () => sessionToken, 'email'],
    ])(
      'refuses %s with "Please verify your email first" and creates nothing',
      async (_case, proof, field) => {
        const before = await rowCounts(t);
        const body: Record<string, unknown> = { ...registration(email, 'placeholder') };
        if (proof() === undefined) delete body.email_proof;
        else body.email_proof = proof();
        const reply = await t.client(nextIp()).post('/api/register', body);
        expectClientError(reply, 422);
        expect(Object.keys(reply.body.message)).toEqual([field]);
        expect(reply.body.message[field]).toContain(Messages.verifyEmailFirst);
        expect(await rowCounts(t)).toEqual(before);
      },
    );
  });

  it('refuses an email that is taken, in any letter case, with 422 on email', async () => {
    const client = t.client(nextIp());
    const email = uniqueEmail();
    const proof = await verifiedProof(t, client, email);
    expect((await client.post('/api/register', registration(email, proof))).status).toBe(201);
    const before = await rowCounts(t);
    for (const variant of [email, email.toUpperCase()]) {
      const reply = await t
        .client(nextIp())
        .post('/api/register', registration(variant, proof, { fname: 'Second' }));
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ email: ['The email has already been taken.'] });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('lets only one of two simultaneous registrations of an email through; the other gets 422', async () => {
    const email = uniqueEmail();
    const proof = await verifiedProof(t, t.client(nextIp()), email);
    const replies = await Promise.all(
      [1, 2].map(() => t.client(nextIp()).post('/api/register', registration(email, proof))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = replies.find((r) => r.status === 422)!;
    expect(refused.body).toEqual({
      message: { email: ['The email has already been taken.'] },
      code: 'VALIDATION_FAILED',
    });
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE email = $1`,
      [email],
    );
    expect(count).toBe(1);
  });

  it.each([
    [
      'a common password',
      { password: 'password123', password_confirmation: 'password123' },
      'This password is too common. Please choose another one.',
    ],
    [
      'a mismatched confirmation',
      { password_confirmation: 'correct horse battery!' },
      'The password confirmation does not match.',
    ],
    [
      'a short password',
      { password: 'seven77', password_confirmation: 'seven77' },
      'Password must be at least 8 characters long.',
    ],
    [
      'a password over 128 characters',
      { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
      'Password may not be longer than 128 characters.',
    ],
  ])('refuses %s with 422 on password and creates nothing', async (_case, change, message) => {
    const client = t.client(nextIp());
    const email = uniqueEmail();
    const proof = await verifiedProof(t, client, email);
    const before = await rowCounts(t);
    const reply = await client.post('/api/register', registration(email, proof, change));
    expectClientError(reply, 422);
    expect(reply.body.message).toEqual({ password: [message] });
    expect(await rowCounts(t)).toEqual(before);
  });

  it.each(['Admin', 'SuperAdmin', 'user'])(
    'refuses role %s in the payload: registration creates members only',
    async (role) => {
      const before = await rowCounts(t);
      const reply = await t
        .client(nextIp())
        .post('/api/register', { ...registration(uniqueEmail(), 'x'), role });
      expectClientError(reply, 422);
      expect(reply.body.message.role).toEqual(['Registration creates members only.']);
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it('closes after the configured cutoff: 403 with the closed message, and fetch-time says expired', async () => {
    const client = t.client(nextIp());
    const email = uniqueEmail();
    const proof = await verifiedProof(t, client, email);
    const setCutoff = (value: string) =>
      t.dataSource.query(`UPDATE configuration_settings SET value = $1 WHERE key = 'registration-cutoff'`, [
        value,
      ]);
    try {
      await setCutoff(new Date(Date.now() + 86_400_000).toISOString());
      expect((await client.get('/api/fetch-time')).body.data.expired).toBe(false);

      await setCutoff('2020-01-01T00:00:00.000Z');
      const time = await client.get('/api/fetch-time');
      expect(time.body.data).toMatchObject({ cutoff: '2020-01-01T00:00:00.000Z', expired: true });
      const before = await rowCounts(t);
      const reply = await client.post('/api/register', registration(email, proof));
      expectClientError(reply, 403);
      expect(reply.body.message).toBe(Messages.registrationClosed);
      expect(await rowCounts(t)).toEqual(before);
    } finally {
      await setCutoff('');
    }
    expect((await client.get('/api/fetch-time')).body.data).toMatchObject({ cutoff: null, expired: false });
    expect((await client.post('/api/register', registration(email, proof))).status).toBe(201);
  });
});
