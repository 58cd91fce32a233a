import type { FastifyReply } from 'fastify';
import type { Translatable } from '../../../../platform';
import type { IdempotentOutcome } from '../../application/idempotency/idempotent-calls';

/**
 * The answer of a call that moves units. A repeated key answers the stored result of the first
 * request, and says so in `Idempotent-Replayed`.
 */
export function keyedAnswer<R>(reply: FastifyReply, outcome: IdempotentOutcome<R>, message: Translatable) {
  if (outcome.replayed) void reply.header('Idempotent-Replayed', 'true');
  return { message, data: outcome.result };
}
