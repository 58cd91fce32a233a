import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines at debug instead of info: under load two lines a request drown the log
 * and cost throughput. Errors stay at error level whatever the configured level hides.
 */
export class RequestLogController extends LogController {
  override isLogDisabled(): boolean {
    return false;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(
    error: Error & { statusCode?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, error?.message);
    else reply.log.debug({ res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
