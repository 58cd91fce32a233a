import { RouteConfig } from '@nestjs/platform-fastify';

/** How large and how deeply nested a route's request body may be. */
export interface BodyLimits {
  maxBytes: number;
  maxDepth: number;
}

/**
 * Every body this API takes is a flat form of a few short fields; the generous default still
 * leaves room for all fields of the longest form at their maximum length, several times over.
 */
export const DEFAULT_BODY_LIMITS: BodyLimits = { maxBytes: 512 * 1024, maxDepth: 32 };

/** The key of a route's Fastify config under which its limits travel. */
export const BODY_LIMITS_KEY = 'bodyLimits';

/** Larger (or smaller) limits for one route than the default: `@BodyLimits({ maxBytes: 4 << 20 })`. */
export const BodyLimits = (limits: Partial<BodyLimits>): MethodDecorator =>
  RouteConfig({ [BODY_LIMITS_KEY]: limits });

/** A route's limits: its own where it declares them, the default otherwise. */
export function bodyLimitsOf(config: unknown): BodyLimits {
  const own = (config as Record<string, Partial<BodyLimits> | undefined> | undefined)?.[BODY_LIMITS_KEY];
  return { ...DEFAULT_BODY_LIMITS, ...own };
}
