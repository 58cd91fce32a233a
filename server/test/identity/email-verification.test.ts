import { Messages } from '@app/libs';
import { RateLimiter } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { Mailbox } from '../support/mailbox';
import { registerMember, uniqueEmail } from '../support/journeys';
import { decodeJwt, eventCount, expectClientError, nextIp, rowCounts } from '../support/fixtures';
import type { Client } from '../support/client';

jest.setTimeout(30_000);

describe('send-otp and email-verified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Sends a code and reads it from the outbox. */
  async function sendCode(client: Client, email: string): Promise<string> {
    const seen = t.mailbox.count(email, 'verification code');
    const reply = await client.post('/api/send-otp', { email });
    expect(reply.status).toBe(200);
    return Mailbox.code(await t.mailbox.waitFor(email, 'verification code', 10_000, seen));
  }
  /** As if the minute between two codes for this email had passed. */
  const allowAnotherCode = (email: string) => t.app.get(RateLimiter).reset(`otp-send:email:${email}`);
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('emails a 6-digit code and stores only its keyed hash, valid for 10 minutes', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const reply = await client.post('/api/send-otp', { email: `  ${email.toUpperCase()} ` });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: Messages.otpSent, data: null });
    const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code'));
    const rows = await t.dataSource.query(`SELECT * FROM email_codes WHERE email = $1`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].attempts).toBe(0);
    const ttl = new Date(rows[0].expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('answers 429 with Retry-After to a second code for the same email within 60 s', async () => {
    const email = uniqueEmail();
    await sendCode(t.client(nextIp()), email);
    const before = await rowCounts(t);
    const again = await t.client(nextIp()).post('/api/send-otp', { email });
    expectClientError(again, 429);
    expect(again.body.message).toBe(Messages.tooManyRequests);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('turns the right code into a one-hour proof for that email', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    const reply = await client.post('/api/email-verified', { email, otp: code });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(Messages.emailVerified);
    expect(Object.keys(reply.body.data)).toEqual(['proof']);
    const claims = decodeJwt(reply.body.data.proof);
    expect(claims).toMatchObject({ email, purpose: 'register', typ: 'proof' });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers "Wrong OTP" to a wrong code, a code of another email, or no code at all', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    const wrong = await client.post('/api/email-verified', { email, otp: otherCode(code) });
    expectClientError(wrong, 400);
    expect(wrong.body.message).toBe(Messages.wrongOtp);
    const [{ attempts }] = await t.dataSource.query(`SELECT attempts FROM email_codes WHERE email = $1`, [
      email,
    ]);
    expect(attempts).toBe(1);

    const elsewhere = await client.post('/api/email-verified', { email: uniqueEmail(), otp: code });
    expect(elsewhere.body.message).toBe(Messages.wrongOtp);
    expect((await client.post('/api/email-verified', { email, otp: code })).status).toBe(200);
  });

  it('locks the code after 5 wrong tries: the 6th try with the right code is refused', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/email-verified', { email, otp: otherCode(code) })).body.message).toBe(
        Messages.wrongOtp,
      );
    }
    const locked = await client.post('/api/email-verified', { email, otp: code });
    expectClientError(locked, 429);
    expect(locked.body.message).toBe(Messages.otpLocked);

    await allowAnotherCode(email);
    const fresh = await sendCode(client, email);
    expect((await client.post('/api/email-verified', { email, otp: fresh })).status).toBe(200);
  });

  it('counts simultaneous wrong guesses one by one: 8 at once still lock the code', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/email-verified', { email, otp: otherCode(code) })),
    );
    expect(guesses.filter((r) => r.body.message === Messages.wrongOtp)).toHaveLength(5);
    expect(guesses.filter((r) => r.body.message === Messages.otpLocked)).toHaveLength(3);
    expect((await client.post('/api/email-verified', { email, otp: code })).body.message).toBe(
      Messages.otpLocked,
    );
  });

  it('gives one proof for two simultaneous submissions of the right code', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    const replies = await Promise.all(
      [1, 2].map(() => client.post('/api/email-verified', { email, otp: code })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('accepts a code only once', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    expect((await client.post('/api/email-verified', { email, otp: code })).status).toBe(200);
    const again = await client.post('/api/email-verified', { email, otp: code });
    expectClientError(again, 400);
    expect(again.body.message).toBe(Messages.wrongOtp);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const code = await sendCode(client, email);
    await t.dataSource.query(
      `UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    const reply = await client.post('/api/email-verified', { email, otp: code });
    expectClientError(reply, 400);
    expect(reply.body.message).toBe(Messages.otpExpired);
  });

  it('keeps only the newest code: a new code replaces the earlier one', async () => {
    const email = uniqueEmail();
    const client = t.client(nextIp());
    const first = await sendCode(client, email);
    await allowAnotherCode(email);
    const second = await sendCode(client, email);
    if (first !== second) {
      expect((await client.post('/api/email-verified', { email, otp: first })).body.message).toBe(
        Messages.wrongOtp,
      );
    }
    expect((await client.post('/api/email-verified', { email, otp: second })).status).toBe(200);
  });

  it.each([
    ['no email when signed out', { otp: '123456' }, 'email', 'The email field is required.'],
    ['a 5-digit code', { email: 'a@example.com', otp: '12345' }, 'otp', 'The code must be 6 digits.'],
    ['a code with letters', { email: 'a@example.com', otp: '12a456' }, 'otp', 'The code must be 6 digits.'],
    ['a numeric code', { email: 'a@example.com', otp: 123456 }, 'otp', Messages.wrongOtp],
    ['a bad email', { email: 'nope', otp: '123456' }, 'email', 'The email must be a valid email address.'],
  ])('refuses %s with 422', async (_case, body, field, message) => {
    const before = await rowCounts(t);
    const reply = await t.client(nextIp()).post('/api/email-verified', body);
    expectClientError(reply, 422);
    expect(reply.body.message[field]).toContain(message);
    expect(await rowCounts(t)).toEqual(before);
  });

  describe('signed in', () => {
    it('verifies the account email with a code sent to it, and returns the user', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      await t.dataSource.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [member.user.id]);
      await allowAnotherCode(member.email);
      const code = await sendCode(client, member.email);

      const wrong = await client.post('/api/email-verified', { otp: otherCode(code) });
      expect(wrong.body.message).toBe(Messages.wrongOtp);
      const reply = await client.post('/api/email-verified', { otp: code });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(Messages.emailVerified);
      expect(Object.keys(reply.body.data)).toEqual(['user']);
      expect(reply.body.data.user).toMatchObject({ id: member.user.id, email: member.email });
      expect(reply.body.data.user.email_verified_at).not.toBeNull();
      const [row] = await t.dataSource.query(`SELECT email_verified_at FROM users WHERE id = $1`, [
        member.user.id,
      ]);
      expect(row.email_verified_at).not.toBeNull();
      expect(await eventCount(t, 'identity.EmailVerified', member.user.id)).toBe(1);
    });

    it("checks the code against the account's email, never an email in the body", async () => {
      const client = t.client(nextIp());
      await registerMember(t, client);
      const other = uniqueEmail();
      const code = await sendCode(t.client(nextIp()), other);
      const reply = await client.post('/api/email-verified', { email: other, otp: code });
      expectClientError(reply, 400);
      expect(reply.body.message).toBe(Messages.wrongOtp);
      // The code of the other email is untouched and still works for its owner.
      expect((await t.client(nextIp()).post('/api/email-verified', { email: other, otp: code })).status).toBe(
        200,
      );
    });
  });
});
