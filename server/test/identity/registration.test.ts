import { startTestApp, TestApp } from '../support/test-app';
import { registerMember, registration, uniqueEmail, verifiedProof } from '../support/journeys';

jest.setTimeout(30_000);

describe('registration through a referral link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers a member under the referrer, signs them in and records the event', async () => {
    const referrer = await registerMember(t, t.client('10.0.0.1'));
    const [, , , , id, token] =
      new URL(referrer.user.referralLink).pathname.split('/').length === 4
        ? ['', '', '', '', ...new URL(referrer.user.referralLink).pathname.split('/').slice(2)]
        : [];
    expect(id).toBe(referrer.user.id);

    const visitor = t.client('10.0.0.2');
    const card = await visitor.post('/api/fetch-referral-user', { id, token });
    expect(card.status).toBe(200);
    expect(card.body.data).toEqual({
      id,
      fname: 'Jane',
      lname: 'Doe',
      fullName: 'Jane Doe',
      email: referrer.email,
      profile: null,
    });
    expect(JSON.stringify(card.body)).not.toContain('5551234567');

    const email = uniqueEmail();
    const proof = await verifiedProof(t, visitor, email);
    const reply = await visitor.post(
      '/api/register',
      registration(email, proof, { referral: id, referral_token: token }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Registered successfully');
    expect(reply.body.data.user).toMatchObject({
      email,
      role: 'User',
      referred: { id, fullName: 'Jane Doe' },
    });
    expect(reply.body.data.user.email_verified_at).not.toBeNull();
    expect(visitor.cookies.get('auth_token')).toBe(reply.body.data.token);

    const me = await visitor.post('/api/user/fetch', {});
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(reply.body.data.user.id);

    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM domain_events WHERE type = 'identity.UserRegistered' AND aggregate_id = $1`,
      [reply.body.data.user.id],
    );
    expect(count).toBe(1);
  });
});
