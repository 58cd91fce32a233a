import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { RouteConfig } from '@nestjs/platform-fastify';
import { bodyLimitsOf } from './body-limits';
import { nestsDeeperThan } from './json-depth';

export const BODY_TOO_DEEP = 'The request body is nested too deeply.';

const KEEP_RAW_BODY = 'keepRawBody';

/** The route needs the JSON body's exact bytes too (a signed webhook): `rawBodyOf(request)` gives them. */
export const KeepRawBody = (): MethodDecorator => RouteConfig({ [KEEP_RAW_BODY]: true });

const RAW_BODY = Symbol('rawBody');

/** The bytes of a JSON body, on a route marked `@KeepRawBody()`; null elsewhere. */
export const rawBodyOf = (request: FastifyRequest): Buffer | null =>
  (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY] ?? null;

/**
 * Per-route body limits (ADR 0017). The byte limit becomes each route's Fastify `bodyLimit`, so an
 * oversized body is refused by its Content-Length or while it streams, before it is buffered; the
 * depth limit is checked by an iterative scan of the raw JSON before `JSON.parse`, so a deeply
 * nested body never becomes objects that class-transformer and class-validator would recurse into.
 */
export function useBoundedJsonBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitsOf(route.config).maxBytes;
  });
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.useBodyParser('application/json', {}, (request: FastifyRequest, body: Buffer, done) => {
    if (nestsDeeperThan(body, bodyLimitsOf(request.routeOptions.config).maxDepth)) {
      done(new AppError(400, BODY_TOO_DEEP, 'BODY_TOO_DEEP'), undefined);
      return;
    }
    if ((request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[KEEP_RAW_BODY])
      (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY] = body;
    // Fastify's own parser (prototype-poisoning checks) takes a buffer too, though typed for text.
    parseJson(request, body as unknown as string, done);
  });
}
