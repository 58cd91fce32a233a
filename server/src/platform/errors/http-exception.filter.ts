import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@app/libs';
import { AppError, ValidationFailed } from './app-error';
import { SpaFallback } from '../http/spa-fallback';

interface FastifyError {
  statusCode?: number;
  code?: string;
  message: string;
}

/**
 * Every error leaves the server in the spec's shape: 422 `{ message: { field: [..] } }`, otherwise
 * `{ message: text }`. Unknown errors are logged with the request id and answered without details.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.describe(exception, request);
    if (status === 404 && this.spa.serves(request)) {
      void this.spa.send(reply);
      return;
    }
    if (status >= 500) this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) void reply.header('Retry-After', String(retryAfter));
    void reply.status(status).send(body);
  }

  private describe(
    exception: unknown,
    request: FastifyRequest,
  ): { status: number; body: { message: unknown } } {
    if (exception instanceof ValidationFailed) return { status: 422, body: { message: exception.fields } };
    if (exception instanceof AppError)
      return { status: exception.status, body: { message: exception.message } };
    // The Fastify adapter wraps Fastify's own 4xx errors (bad JSON, body too large) in an HttpException.
    const fastifyError = (exception instanceof HttpException ? exception.cause : exception) as
      FastifyError | undefined;
    if (
      fastifyError?.code &&
      fastifyError.statusCode &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return { status: fastifyError.statusCode, body: { message: clientMessage(fastifyError) } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const text = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (status === 404) return { status, body: { message: Messages.notFound } };
      return {
        status,
        body: { message: Array.isArray(text) ? text.join(' ') : String(text ?? exception.message) },
      };
    }
    if (fastifyError?.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return { status: fastifyError.statusCode, body: { message: clientMessage(fastifyError) } };
    }
    void request;
    return { status: 500, body: { message: Messages.somethingWentWrong } };
  }
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return Messages.fileTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message.replace(/^FST_\w+:\s*/, '');
  }
}
