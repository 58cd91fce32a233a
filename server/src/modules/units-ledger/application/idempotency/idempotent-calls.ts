import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { conflict } from '../../../../platform';
import { IdempotencyKeysRepository, type KeyScope } from '../../infrastructure/idempotency-keys.repository';

export const IdempotencyMessages = {
  required: 'An Idempotency-Key header is required for this call.',
  invalid: 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ : . characters.',
  reused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

export interface IdempotentOutcome<T> {
  result: T;
  /** True when an earlier request with this key ran the call: this one changed nothing. */
  replayed: boolean;
}

/** How long a request holds its key before another may take it over (it crashed or hangs). */
const LEASE_SECONDS = 30;
/** How long a concurrent duplicate waits for the first request's answer. */
const WAIT_MS = 10_000;
const POLL_MS = 40;
/**
 * A failed call whose key could not be freed (the database went away with it) tries again this often
 * while its lease lasts: a retry after the database is back runs at once instead of answering
 * IDEMPOTENCY.IN_PROGRESS until the lease ends (ADR 0051).
 */
const RELEASE_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Same JSON for the same values whatever the key order, so the hash binds the request, not its spelling. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (request: unknown): string =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Runs a unit-moving call at most once per (actor, call, Idempotency-Key): the first request runs it
 * and stores its answer; a repeat with the same request gets that answer and changes nothing; a
 * repeat with another request is refused (409 IDEMPOTENCY.KEY_REUSED). A failed call frees its key,
 * so the same submission may be retried; the ledger's own checks (one post per pending transfer,
 * one reversal per transfer, unique transfer keys) still hold if a crash loses the stored answer.
 */
@Injectable()
export class IdempotentCalls {
  constructor(private readonly keys: IdempotencyKeysRepository) {}

  /**
   * `earlierRun`, when given, looks for the effect of an earlier request with this key and request
   * that stopped before recording its answer (its process died between its commit and that record):
   * the key is taken over after its lease, and when the effect is there, its answer is recorded and
   * replayed instead of running a call that would now be refused (ADR 0051). It answers null when the
   * earlier request changed nothing (or not all), and the call runs.
   */
  async run<T>(
    scope: KeyScope,
    request: unknown,
    call: () => Promise<T>,
    earlierRun?: () => Promise<T | null>,
  ): Promise<IdempotentOutcome<T>> {
    const hash = requestHash({ call: scope.call, request });
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.keys.claim(scope, hash, LEASE_SECONDS)) return this.runHolding(scope, call);
      const stored = await this.keys.find(scope);
      if (stored) {
        if (stored.request_hash !== hash)
          throw conflict(IdempotencyMessages.reused, 'IDEMPOTENCY.KEY_REUSED');
        if (stored.response !== null) return { result: stored.response as T, replayed: true };
        if (stored.expired && (await this.keys.takeOver(scope, LEASE_SECONDS)))
          return this.runHolding(scope, call, earlierRun);
      }
      if (Date.now() >= deadline) throw conflict(IdempotencyMessages.inProgress, 'IDEMPOTENCY.IN_PROGRESS');
      await sleep(POLL_MS);
    }
  }

  private async runHolding<T>(
    scope: KeyScope,
    call: () => Promise<T>,
    earlierRun?: () => Promise<T | null>,
  ): Promise<IdempotentOutcome<T>> {
    let outcome: IdempotentOutcome<T>;
    try {
      const earlier = earlierRun ? await earlierRun() : null;
      outcome =
        earlier !== null ? { result: earlier, replayed: true } : { result: await call(), replayed: false };
    } catch (error) {
      await this.keys.release(scope).catch(() => this.releaseLater(scope, Date.now() + LEASE_SECONDS * 1000));
      throw error;
    }
    await this.keys.complete(scope, outcome.result);
    return outcome;
  }

  private releaseLater(scope: KeyScope, until: number): void {
    if (Date.now() + RELEASE_RETRY_MS >= until) return;
    setTimeout(() => {
      this.keys.release(scope).catch(() => this.releaseLater(scope, until));
    }, RELEASE_RETRY_MS).unref();
  }
}
