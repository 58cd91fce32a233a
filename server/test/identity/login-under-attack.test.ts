import { RateLimiter } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { Mailbox } from '../support/mailbox';
import { expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(120_000);

const SIGN_IN_MAIL = 'sign-in code';

/**
 * ADR 0016: no counter locks an account everywhere. Many failures from many addresses make a
 * sign-in also need a code emailed to the owner; throttles hold only the addresses that fail.
 */
describe('signing in while an account is under a password-guessing attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (body: { email: string; password: string; code?: string }, ip = nextIp()) =>
    t.client(ip).post('/api/login', body);

  /** 20 failures from 20 addresses: what puts the account under guard. */
  async function distributedGuessing(email: string) {
    for (let i = 0; i < 20; i++) {
      const reply = await login({ email, password: `guess number ${i}` });
      expect(reply.status).toBe(401);
    }
  }

  it('lets the owner in from a fresh address once they enter the emailed code', async () => {
    const owner = await registerMember(t, t.client(nextIp()));
    await distributedGuessing(owner.email);

    const home = nextIp();
    const first = await login({ email: owner.email, password: owner.password }, home);
    expectClientError(first, 401, 'AUTH.LOGIN_CODE_REQUIRED');
    const mail = await t.mailbox.waitFor(owner.email, SIGN_IN_MAIL);
    const code = Mailbox.code(mail);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expectClientError(
      await login({ email: owner.email, password: owner.password, code: wrongCode }, home),
      401,
      'AUTH.BAD_CREDENTIALS_OR_CODE',
    );
    const signedIn = await login({ email: owner.email, password: owner.password, code }, home);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe(owner.email);
    // Single use.
    expectClientError(
      await login({ email: owner.email, password: owner.password, code }, home),
      401,
      'AUTH.BAD_CREDENTIALS_OR_CODE',
    );
  });

  it('refuses a guesser without the code, with the answer it gives the owner, and mails nothing to it', async () => {
    const owner = await registerMember(t, t.client(nextIp()));
    await distributedGuessing(owner.email);
    const mailsBefore = t.mailbox.count(owner.email, SIGN_IN_MAIL);

    const wrong = await login({ email: owner.email, password: 'yet another guess' });
    expectClientError(wrong, 401, 'AUTH.LOGIN_CODE_REQUIRED');
    // Right and wrong passwords look alike: nothing tells the guesser that a guess was right.
    const right = await login({ email: owner.email, password: owner.password });
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    const unknown = await login({ email: `nobody.${Date.now()}@example.com`, password: 'whatever it is' });
    expect(unknown.status).toBe(401);

    const code = Mailbox.code(await t.mailbox.waitFor(owner.email, SIGN_IN_MAIL, 10_000, mailsBefore));
    expect(t.mailbox.count(owner.email, SIGN_IN_MAIL)).toBe(mailsBefore + 1);

    // Codes sent with wrong passwords are not tried, so a guesser cannot use up the owner's code ...
    for (let i = 0; i < 8; i++) {
      expectClientError(
        await login({ email: owner.email, password: `guess with code ${i}`, code: String(100000 + i) }),
        401,
        'AUTH.BAD_CREDENTIALS_OR_CODE',
      );
    }
    // ... nor sign in with the right code and a wrong password.
    expectClientError(
      await login({ email: owner.email, password: 'not the password', code }),
      401,
      'AUTH.BAD_CREDENTIALS_OR_CODE',
    );
    expect((await login({ email: owner.email, password: owner.password, code })).status).toBe(200);
  });

  it('refuses someone who knows the password but not the code, and locks the code after 5 wrong tries', async () => {
    const owner = await registerMember(t, t.client(nextIp()));
    await distributedGuessing(owner.email);
    const mailsBefore = t.mailbox.count(owner.email, SIGN_IN_MAIL);
    const thief = nextIp();
    expectClientError(
      await login({ email: owner.email, password: owner.password }, thief),
      401,
      'AUTH.LOGIN_CODE_REQUIRED',
    );
    const code = Mailbox.code(await t.mailbox.waitFor(owner.email, SIGN_IN_MAIL, 10_000, mailsBefore));
    const others = ['123450', '123451', '123452', '123453', '123454'].filter((c) => c !== code).slice(0, 5);
    for (const guess of others) {
      expectClientError(
        await login({ email: owner.email, password: owner.password, code: guess }, thief),
        401,
        'AUTH.BAD_CREDENTIALS_OR_CODE',
      );
    }
    expectClientError(
      await login({ email: owner.email, password: owner.password, code }, thief),
      401,
      'AUTH.BAD_CREDENTIALS_OR_CODE',
    );
  });

  it('keeps sign-in codes apart from verification codes: send-otp neither replaces nor stands in for one', async () => {
    const owner = await registerMember(t, t.client(nextIp()));
    await distributedGuessing(owner.email);
    const mailsBefore = t.mailbox.count(owner.email, SIGN_IN_MAIL);
    expectClientError(
      await login({ email: owner.email, password: owner.password }),
      401,
      'AUTH.LOGIN_CODE_REQUIRED',
    );
    const code = Mailbox.code(await t.mailbox.waitFor(owner.email, SIGN_IN_MAIL, 10_000, mailsBefore));

    const verifications = t.mailbox.count(owner.email, 'verification code');
    // Registration sent one a moment ago; one a minute is send-otp's own limit, not what this checks.
    await t.app.get(RateLimiter).reset(`otp-send:email:${owner.email}`);
    expect((await t.client(nextIp()).post('/api/send-otp', { email: owner.email })).status).toBe(200);
    const verification = Mailbox.code(
      await t.mailbox.waitFor(owner.email, 'verification code', 10_000, verifications),
    );
    if (verification !== code) {
      expectClientError(
        await login({ email: owner.email, password: owner.password, code: verification }),
        401,
        'AUTH.BAD_CREDENTIALS_OR_CODE',
      );
    }
    expect((await login({ email: owner.email, password: owner.password, code })).status).toBe(200);
  });

  it('still throttles one address: 10 failures on an account, 50 across accounts', async () => {
    const owner = await registerMember(t, t.client(nextIp()));
    const guesser = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await login({ email: owner.email, password: `w ${i}` }, guesser)).status).toBe(401);
    expectClientError(
      await login({ email: owner.email, password: owner.password }, guesser),
      429,
      'RATE_LIMITED',
    );
    // Not enough failures for the guard: the owner signs in elsewhere with the password alone.
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);

    const sprayer = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) {
      const reply = await login(
        { email: `sprayed.${i}.${Date.now()}@example.com`, password: 'Summer2026!' },
        sprayer,
      );
      statuses.push(reply.status);
      // The per-address pace (30 a minute) is not what this checks: reset it.
      if (i % 25 === 24) await t.app.get(RateLimiter).reset(`login:ip:${sprayer}`);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
  });
});
