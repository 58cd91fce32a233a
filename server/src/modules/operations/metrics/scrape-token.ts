import { createHash, timingSafeEqual } from 'node:crypto';

/** `Authorization: Bearer <token>`, the scheme in any case; null for anything else. */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? /^(\S+)\s+(\S+)$/.exec(header) : null;
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `presented` is the configured token, in time that depends on neither: both are hashed
 * first, so that timingSafeEqual compares equal lengths and neither the token nor its length leaks.
 */
export function isScrapeToken(presented: string | null, configured: string | undefined): boolean {
  if (!presented || !configured) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}
