import { pgCode } from '../database/pg-errors';

/** SQLSTATE classes and codes of a PostgreSQL that cannot serve now: not a bug in the request. */
const PG_UNAVAILABLE = ['57P01', '57P02', '57P03', '53300'];
/** Socket errors of a store that is down or unreachable. */
const SOCKET_UNAVAILABLE = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'];
/** node-postgres says these in words only (no code). */
const POOL_UNAVAILABLE = /^(Connection terminated|timeout exceeded when trying to connect)/;

/**
 * True when the database could not be reached or was shutting down, so the request can succeed
 * later as it is: the caller gets 503 with Retry-After instead of a 500 that reads like a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith('08') || PG_UNAVAILABLE.includes(code) || SOCKET_UNAVAILABLE.includes(code)))
    return true;
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' && POOL_UNAVAILABLE.test(message);
}
