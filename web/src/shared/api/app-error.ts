import { Messages } from '@app/libs';

/** The one error shape every screen handles, whatever went wrong underneath. */
export interface AppError {
  status: number | 'NETWORK';
  /** The server's stable code (ADR 0011), e.g. 'LEDGER.LOYALTY_OVERDRAWN'; screens translate by it. */
  code: string | null;
  /** The server's own text, already in the request's language: the first field message for 422. */
  message: string;
  /** 422 only: field -> its first message, in the server's order. */
  fields: Record<string, string>;
  /** 429 only: the server's Retry-After, in seconds, when it sent one. */
  retryAfterSeconds?: number;
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return seconds > 0 ? seconds : undefined;
  }
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstMessagePerField(raw: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(raw)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) fields[field] = first;
  }
  return fields;
}

/** Maps a failed answer per the spec: 422 -> field messages, else server message, else 'Something went wrong'. */
export function toAppError(status: number | 'NETWORK', body: unknown): AppError {
  const message = isRecord(body) ? body.message : undefined;
  const code = isRecord(body) && typeof body.code === 'string' && body.code ? body.code : null;
  if (status === 422 && isRecord(message)) {
    const fields = firstMessagePerField(message);
    const first = Object.values(fields)[0];
    return { status, code, message: first ?? Messages.somethingWentWrong, fields };
  }
  if (typeof message === 'string' && message.trim()) {
    return { status, code, message, fields: {} };
  }
  return { status, code, message: Messages.somethingWentWrong, fields: {} };
}

export const isAppError = (value: unknown): value is AppError =>
  isRecord(value) && typeof value.message === 'string' && isRecord(value.fields) && 'status' in value;

/** RTK Query may also reject with a SerializedError (a bug in our own code); show it as the generic text. */
export const asAppError = (value: unknown): AppError =>
  isAppError(value)
    ? value
    : { status: 'NETWORK', code: null, message: Messages.somethingWentWrong, fields: {} };
