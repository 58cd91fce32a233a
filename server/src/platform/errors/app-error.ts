import { coded, type TextParams, type Translatable } from '../i18n/translatable';

/**
 * An expected failure: the HTTP status the client should see, a stable `MODULE.UPPER_SNAKE` code
 * (the client translates by it; ADR 0011) and the English text, which is also the fallback when the
 * translation files lack the code. `params` fill the text's placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly params?: TextParams,
  ) {
    super(message);
  }
}

/** A field message: a translatable text, or a plain string that is shown as it is. */
export type FieldMessage = string | Translatable;

export class ValidationFailed extends AppError {
  constructor(readonly messages: Record<string, FieldMessage[]>) {
    super(422, 'The given data was invalid.', 'VALIDATION_FAILED');
  }

  /** The field messages in English. */
  get fields(): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.messages).map(([field, list]) => [
        field,
        list.map((m) => (typeof m === 'string' ? m : m.fallback)),
      ]),
    );
  }

  static field(field: string, message: FieldMessage): ValidationFailed {
    return new ValidationFailed({ [field]: [message] });
  }

  /** One field failing with the text of an error code. */
  static coded(field: string, code: string, english: string, params?: TextParams): ValidationFailed {
    return ValidationFailed.field(field, coded(code, english, params));
  }
}

export const badRequest = (message: string, code: string) => new AppError(400, message, code);
export const unauthorized = (message: string, code = 'AUTH.UNAUTHENTICATED') =>
  new AppError(401, message, code);
export const forbidden = (message: string, code = 'AUTH.FORBIDDEN') => new AppError(403, message, code);
export const notFound = (message: string, code: string) => new AppError(404, message, code);
export const conflict = (message: string, code: string) => new AppError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'RATE_LIMITED') =>
  Object.assign(new AppError(429, message, code), { retryAfterSeconds });
