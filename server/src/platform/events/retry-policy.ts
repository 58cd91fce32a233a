/** How a consumer treats an event whose handler threw: try again later, or give it up to the dead letters. */
export const MAX_ATTEMPTS = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;

export type FailureDecision =
  { kind: 'retry'; attempts: number; delayMs: number } | { kind: 'dead-letter'; attempts: number };

/**
 * `previousAttempts` counts the failures of `failingSealNo`; a failure of another event starts a
 * new count. Delays double from one second, capped at a minute.
 */
export function decideOnFailure(
  sealNo: string,
  failingSealNo: string | null,
  previousAttempts: number,
  maxAttempts = MAX_ATTEMPTS,
): FailureDecision {
  const attempts = failingSealNo === sealNo ? previousAttempts + 1 : 1;
  if (attempts >= maxAttempts) return { kind: 'dead-letter', attempts };
  return { kind: 'retry', attempts, delayMs: Math.min(FIRST_DELAY_MS * 2 ** (attempts - 1), MAX_DELAY_MS) };
}
