import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS } from '@app/libs';

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed hash: a leaked table alone does not let anyone try the million codes offline. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

/**
 * The rules of a one-time code: single use, expires, and locks after the allowed wrong tries. The
 * code given is right when one of its hashes (one per key it may have been hashed with) is stored.
 */
export function checkCode(
  stored: StoredCode | null,
  candidateHashes: readonly string[],
  now: Date,
): CodeCheck {
  if (!stored || stored.consumedAt) return 'missing';
  if (stored.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  const a = Buffer.from(stored.codeHash, 'hex');
  const matches = (candidate: string) => {
    const b = Buffer.from(candidate, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return candidateHashes.some(matches) ? 'ok' : 'wrong';
}
