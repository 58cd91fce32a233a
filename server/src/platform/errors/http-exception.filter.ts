import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@app/libs';
import { Messages } from '@app/libs';
import { AppError, ValidationFailed } from './app-error';
import { pgCode, PgError } from '../database/pg-errors';
import { SpaFallback } from '../http/spa-fallback';
import { requestLanguage } from '../i18n/request-language';
import { render, translate } from '../i18n/translator';
import { isDatabaseUnavailable } from './unavailable';

interface FastifyError {
  statusCode?: number;
  code?: string;
  message: string;
}

/** What went wrong, before it is worded in the caller's language. */
interface Failure {
  status: number;
  code: string;
  /** English; also the fallback when the translation files lack the code. */
  message: string;
  params?: Record<string, string | number>;
  retryAfterSeconds?: number;
}

/**
 * Every error leaves the server in one shape with a stable code (ADR 0011): 422
 * `{ message: { field: [..] }, code: 'VALIDATION_FAILED' }`, otherwise `{ message: text, code }`. Texts are
 * worded in the request's language. Unknown errors are logged with the request id and answered without details.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const failure = describe(exception);
    if (failure.status === 404 && this.spa.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }
    if (failure.code === 'BUSY')
      this.logger.warn(
        { reqId: request.id, url: request.url },
        `Database timeout: ${(exception as Error).message}`,
      );
    else if (failure.code === 'UNAVAILABLE')
      this.logger.error(
        { reqId: request.id, url: request.url },
        `Database unavailable: ${(exception as Error).message}`,
      );
    else if (failure.status >= 500)
      this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    if (failure.retryAfterSeconds) void reply.header('Retry-After', String(failure.retryAfterSeconds));
    const language = requestLanguage(request as never);
    const body: ApiErrorBody =
      exception instanceof ValidationFailed
        ? {
            message: Object.fromEntries(
              Object.entries(exception.messages).map(([field, list]) => [
                field,
                list.map((m) => render(language, m)),
              ]),
            ),
            code: 'VALIDATION_FAILED',
          }
        : {
            message: translate(language, `errors:${failure.code}`, failure.params, failure.message),
            code: failure.code,
          };
    void reply.status(failure.status).header('Content-Language', language).send(body);
  }
}

/** Codes for the statuses Nest and Fastify raise themselves (routing, body parsing, guards). */
const CODE_BY_STATUS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
  401: { code: 'AUTH.UNAUTHENTICATED', message: Messages.unauthenticated },
  403: { code: 'AUTH.FORBIDDEN', message: Messages.forbidden },
  404: { code: 'NOT_FOUND', message: Messages.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  413: { code: 'FILE_TOO_LARGE', message: Messages.fileTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  429: { code: 'RATE_LIMITED', message: Messages.tooManyRequests },
};

function describe(exception: unknown): Failure {
  if (exception instanceof AppError) {
    const retryAfterSeconds = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
    return {
      status: exception.status,
      code: exception.code,
      message: exception.message,
      params: exception.params,
      retryAfterSeconds,
    };
  }
  // The Fastify adapter wraps Fastify's own 4xx errors (bad JSON, body too large) in an HttpException.
  const fastifyError = (exception instanceof HttpException ? exception.cause : exception) as
    FastifyError | undefined;
  const fastifyStatus = fastifyError?.statusCode;
  if (fastifyError?.code && fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return fastifyFailure(fastifyError, fastifyStatus);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return internal();
    // Nest's own client errors (routing, pipes): a text by status, since their wording is technical English.
    return { status, ...(CODE_BY_STATUS[status] ?? CODE_BY_STATUS[400]!) };
  }
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    return fastifyFailure(fastifyError!, fastifyStatus);
  }
  if (isDatabaseTimeout(exception)) return busy();
  if (isDatabaseUnavailable(exception)) return unavailable();
  return internal();
}

/** A statement cancelled by its timeout, or a lock not granted in time (ADR 0019): the load, not a bug. */
function isDatabaseTimeout(exception: unknown): boolean {
  const code = pgCode(exception);
  return code === PgError.queryCanceled || code === PgError.lockNotAvailable;
}

const busy = (): Failure => ({
  status: 503,
  code: 'BUSY',
  message: 'The server is busy. Please try again in a moment.',
  retryAfterSeconds: 1,
});

const unavailable = (): Failure => ({
  status: 503,
  code: 'UNAVAILABLE',
  message: 'The service is unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
});

const internal = (): Failure => ({ status: 500, code: 'INTERNAL', message: Messages.somethingWentWrong });

function fastifyFailure(error: FastifyError, status: number): Failure {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status, code: 'FILE_TOO_LARGE', message: Messages.fileTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status, code: 'BAD_JSON', message: 'The request body is not valid JSON.' };
    default: {
      const known = CODE_BY_STATUS[status];
      // Other client errors Fastify raises: a generic text by status, in the caller's language.
      return { status, ...(known ?? CODE_BY_STATUS[400]!) };
    }
  }
}
