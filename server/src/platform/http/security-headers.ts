import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answer without the page security headers (a JSON probe needs none). */
    securityHeaders?: boolean;
  }
}

/**
 * helmet's headers for `options`, computed once: they depend on nothing in the request, and
 * @fastify/helmet rebuilt helmet (parsing the CSP again) on every request (ADR 0020).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
