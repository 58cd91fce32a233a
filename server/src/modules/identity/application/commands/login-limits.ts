import type { Limit } from '../../../../platform';

const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The counters of sign-in (ADR 0016). Throttles refuse with 429 only the address that misbehaves:
 * each address has its pace and its failures across accounts, and each (account, address) pair its
 * failures. No counter ever refuses an account everywhere, so nobody can keep the owner out; the
 * account-wide count of failures only decides that signing in also needs a code emailed to the owner.
 */
export const loginLimits = (email: string, ip: string) => ({
  pace: { key: `login:ip:${ip}`, max: 30, windowSeconds: 60 } satisfies Limit,
  addressFailures: {
    key: `login-failures:ip:${ip}`,
    max: 50,
    windowSeconds: FAILURE_WINDOW_SECONDS,
  } satisfies Limit,
  pairFailures: {
    key: `login-failures:${email}:${ip}`,
    max: 10,
    windowSeconds: FAILURE_WINDOW_SECONDS,
  } satisfies Limit,
  /** Beyond this many failures from any addresses, a sign-in also needs the emailed code. */
  accountFailures: {
    key: `login-failures:${email}`,
    max: 20,
    windowSeconds: FAILURE_WINDOW_SECONDS,
  } satisfies Limit,
  /** Sign-in codes mailed to the account: few, so a known password cannot flood the owner's inbox. */
  codeMails: { key: `login-code-mail:${email}`, max: 5, windowSeconds: 3600 } satisfies Limit,
});
