/** An expected failure with the HTTP status the client should see and a stable code for logs and tests. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class ValidationFailed extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(422, 'The given data was invalid.', 'VALIDATION_FAILED');
  }

  static field(field: string, message: string): ValidationFailed {
    return new ValidationFailed({ [field]: [message] });
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, message, code);
export const unauthorized = (message: string, code = 'UNAUTHENTICATED') => new AppError(401, message, code);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, message, code);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError(429, message, 'TOO_MANY_REQUESTS'), { retryAfterSeconds });
