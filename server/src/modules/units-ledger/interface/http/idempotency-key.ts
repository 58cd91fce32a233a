import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@app/libs';
import { badRequest } from '../../../../platform';
import { IdempotencyMessages } from '../../application/idempotency/idempotent-calls';

/** The raw Idempotency-Key header (checked by `requireIdempotencyKey`, after the body is validated). */
export const IdempotencyKeyHeader = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): unknown =>
    ctx.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
);

/** Documents the header on a unit-moving call. */
export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: true,
    description: 'One key per submission; resending it moves nothing twice (docs/adr/0015).',
  });

/**
 * The key a unit-moving call runs under: required, so a double submit can never move units twice
 * (400 IDEMPOTENCY.KEY_REQUIRED / IDEMPOTENCY.KEY_INVALID otherwise).
 */
export function requireIdempotencyKey(header: unknown): string {
  if (header === undefined || header === '')
    throw badRequest(IdempotencyMessages.required, 'IDEMPOTENCY.KEY_REQUIRED');
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
    throw badRequest(IdempotencyMessages.invalid, 'IDEMPOTENCY.KEY_INVALID');
  return header;
}
