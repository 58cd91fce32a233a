import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './app-metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label: the pattern Fastify matched (`/api/admin/users/:id`), never the URL, so that the
 * series stay as many as the routes; a URL no route matched is `unmatched`, a file of the web app
 * `web` (ADR 0046).
 */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern === '/api' || pattern.startsWith('/api/') ? pattern : 'web';
}

export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** Times every response, whoever answered it: Nest, Fastify itself, the queue dashboard, a 404. */
export function recordHttpRequests(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: methodLabel(request.method),
        route: routeLabel(request),
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
