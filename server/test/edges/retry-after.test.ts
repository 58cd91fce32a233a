import type { Redis } from 'ioredis';
import { OTP_RESEND_SECONDS } from '@app/libs';
import { REDIS } from '../../src/platform/queue/redis.provider';
import { startTestApp, TestApp } from '../support/test-app';
import { nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

interface LimitedCall {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** The limiter's key for this caller, as the route or its handler names it. */
  key: (ip: string, email: string) => string;
  windowSeconds: number;
}

const form = (email: string) => ({ name: 'Ann Lee', email, subject: 'Hello', message: 'A question.' });

/** Every call a limit guards (the routes' `@RateLimit` and the handlers' own counters). */
const LIMITED: LimitedCall[] = [
  {
    name: 'register (route)',
    path: '/api/register',
    body: {},
    key: (ip) => `register:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'login (route)',
    path: '/api/login',
    body: {},
    key: (ip) => `login-route:ip:${ip}`,
    windowSeconds: 60,
  },
  {
    name: 'send-otp (route)',
    path: '/api/send-otp',
    body: {},
    key: (ip) => `send-otp:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'email-verified (route)',
    path: '/api/email-verified',
    body: {},
    key: (ip) => `email-verified:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'forgot/password (route)',
    path: '/api/forgot/password',
    body: {},
    key: (ip) => `forgot-password:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'verify/remember-token (route)',
    path: '/api/verify/remember-token',
    body: {},
    key: (ip) => `reset-link:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'create-new-password (route)',
    path: '/api/create-new-password',
    body: {},
    key: (ip) => `reset-link:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'verifyReferralToken (route)',
    path: '/api/verifyReferralToken',
    body: {},
    key: (ip) => `referral:ip:${ip}`,
    windowSeconds: 60,
  },
  {
    name: 'fetch-referral-user (route)',
    path: '/api/fetch-referral-user',
    body: {},
    key: (ip) => `referral:ip:${ip}`,
    windowSeconds: 60,
  },
  {
    name: 'contact-us (route)',
    path: '/api/contact-us',
    body: {},
    key: (ip) => `contact-us:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'login pace per address',
    path: '/api/login',
    body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
    key: (ip) => `login:ip:${ip}`,
    windowSeconds: 60,
  },
  {
    name: 'password reset per address',
    path: '/api/forgot/password',
    body: { email: 'nobody@example.com' },
    key: (ip) => `reset:ip:${ip}`,
    windowSeconds: 3600,
  },
  {
    name: 'code e-mails per address',
    path: '/api/send-otp',
    body: { email: 'nobody@example.com' },
    key: (_ip, email) => `otp-send:email:${email}`,
    windowSeconds: OTP_RESEND_SECONDS,
  },
  {
    name: 'contact messages per sender and day',
    path: '/api/contact-us',
    body: form('sender@example.com'),
    key: (_ip, email) => `contact:email-day:${email}`,
    windowSeconds: 86_400,
  },
];

describe('Retry-After on a spent limit', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await startTestApp();
    redis = t.app.get(REDIS);
  });
  afterAll(() => t.close());

  it.each(LIMITED.map((call) => [call.name, call] as const))(
    '%s: 429 with the seconds the window has left',
    async (_name, call) => {
      const ip = nextIp();
      const email = (call.body.email as string | undefined) ?? 'nobody@example.com';
      // The window started a while ago: what is left is less than the window, and more than 1 s.
      const left = Math.floor(call.windowSeconds * 0.6);
      await redis.set(`${t.env.REDIS_PREFIX}:rate:${call.key(ip, email)}`, 1_000_000, 'EX', left);

      const reply = await t.client(ip).post(call.path, call.body);

      expect(reply.status).toBe(429);
      const retryAfter = Number(reply.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(left);
      expect(retryAfter).toBeGreaterThanOrEqual(left - 2);
    },
  );

  it('counts a fresh window from its full length', async () => {
    const ip = nextIp();
    const client = t.client(ip);
    let reply = await client.post('/api/fetch-referral-user', {});
    for (let i = 0; i < 130 && reply.status !== 429; i++)
      reply = await client.post('/api/fetch-referral-user', {});
    expect(reply.status).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
