import { useMemo, useRef } from 'react';

/**
 * A random key for an Idempotency-Key header. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); `getRandomValues` everywhere, so a UUID v4 is built from it otherwise.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKeys {
  /** The key of the submission under `scope`: the same for a double click and for every retry. */
  keyFor: (scope?: string) => string;
  /** The submission succeeded or its form was edited: the next one under `scope` is a new submission. */
  renew: (scope?: string) => void;
}

/**
 * One Idempotency-Key per submission of a form or action that moves units. The key outlives a
 * failure (network error, 5xx, double click) so a resend cannot move units twice; it is replaced
 * after success or an edit. `scope` separates submissions on one page (e.g. one per table row).
 */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor: (scope = 'form') => {
        let key = keys.current.get(scope);
        if (!key) {
          key = newIdempotencyKey();
          keys.current.set(scope, key);
        }
        return key;
      },
      renew: (scope = 'form') => void keys.current.delete(scope),
    }),
    [],
  );
}
