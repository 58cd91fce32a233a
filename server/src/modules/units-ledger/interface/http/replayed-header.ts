import type { FastifyReply } from 'fastify';

/** Tells the client that this answer is the stored one of an earlier request with the same key. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) void reply.header('Idempotent-Replayed', 'true');
}
