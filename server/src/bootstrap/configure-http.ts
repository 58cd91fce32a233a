import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { relative } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { QUEUE_DASHBOARD_PATH } from '@app/libs';
import { AppMetrics, QueueDashboard, recordHttpRequests } from '../modules/operations';
import { AppConfig } from '../platform/config/app-config';
import { buildApiDocument } from './api-document';
import { ensureXsrfCookie } from '../platform/auth/cookies';
import { adminOnlyUnder } from '../platform/auth/admin-only-paths';
import { AccessRules, type AccessRule } from '../platform/auth/access';
import { securityHeaders } from '../platform/http/security-headers';
import { PRERENDERED_FOLDER, SpaFallback } from '../platform/http/spa-fallback';
import { cacheControlFor } from '../platform/http/web-delivery';
import { translateSuccess } from '../platform/i18n/success-message';
import { appValidationPipe } from '../platform/http/validation.pipe';
import { useBoundedJsonBodies } from '../platform/http/json-body-parser';
import { refuseMultipartWithoutBoundary } from '../platform/http/multipart-boundary';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The OpenAPI UI; its JSON and YAML are at `-json` / `-yaml` beside it. */
const API_DOCS_PATH = '/api/docs';
const LIVENESS_PATH = '/api/health';
const LIVENESS = { data: { status: 'ok' } };

/**
 * Who may call the routes Fastify answers without Nest, each path with everything under it; Nest's
 * routes declare theirs with `@Access`. The access matrix test calls them all (ADR 0043).
 */
export function bareRouteAccess(config: AppConfig): Record<string, AccessRule> {
  return {
    [LIVENESS_PATH]: AccessRules.public(),
    [API_DOCS_PATH]: config.isProduction ? AccessRules.admins() : AccessRules.public(),
    // Its page, files and calls alike (ADR 0046).
    [QUEUE_DASHBOARD_PATH]: AccessRules.admins(),
  };
}

/** Everything HTTP: shared by main.ts and the tests, so that tests exercise the real pipeline. */
export async function configureHttp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();

  // Before any route exists: the limits are set on each route as it is registered.
  useBoundedJsonBodies(app);
  recordHttpRequests(fastify, app.get(AppMetrics));
  refuseMultipartWithoutBoundary(fastify);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30 } });
  const payments = paymentPageSources(config);
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payments.scriptSrc],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...payments.connectSrc],
        frameSrc: ["'self'", ...payments.frameSrc],
        // The landing page's teaser video may be an https link the admin chose (ADR 0039); media
        // elements run no script, and the link is checked when it is saved.
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    // Liveness probes get neither page headers nor a session's double-submit token.
    if (request.routeOptions.config.securityHeaders === false) return;
    void reply.headers(pageHeaders);
    // The double-submit token guards cookie sessions; an API client sending a bearer token has no use for it.
    if (request.headers.authorization === undefined) ensureXsrfCookie(request, reply, config.cookieSecure);
  });
  // Liveness is answered by Fastify itself: probes poll it often, and it needs none of Nest's guards,
  // interceptors and pipes, nor the security headers meant for pages (ADR 0020).
  fastify.get(LIVENESS_PATH, { config: { securityHeaders: false } }, async () => LIVENESS);
  // Success messages leave in the caller's language; a hook, not a Nest interceptor, so that no
  // request pays for an RxJS pipeline.
  fastify.addHook('preSerialization', async (request, _reply, payload) => translateSuccess(request, payload));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(appValidationPipe);
  app.enableShutdownHooks();

  const document = buildApiDocument(app);
  // Open while developing; in production the map of every route is for administrators (ADR 0016).
  if (config.isProduction) fastify.addHook('onRequest', adminOnlyUnder(app, API_DOCS_PATH));
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document);

  // Administrators only, on every request under it: its page, its files and its API (ADR 0046).
  fastify.addHook('onRequest', adminOnlyUnder(app, QUEUE_DASHBOARD_PATH));
  app.get(QueueDashboard).mount(fastify);

  const spa = app.get(SpaFallback);
  if (spa.root) {
    const root = spa.root;
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per file found at start: nothing outside the build, nothing added later.
      wildcard: false,
      index: false,
      // The build's .br / .gz copies are sent by Accept-Encoding (with Vary), never asked for by name.
      preCompressed: true,
      // The prerendered pages are sent by SpaFallback, at their page's path, with their script allowed.
      globIgnore: ['**/*.br', '**/*.gz', `${PRERENDERED_FOLDER}/**`],
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('Cache-Control', cacheControlFor(relative(root, path))),
    });
  }
}

/**
 * Stripe Elements loads Stripe.js from Stripe, draws the card fields in Stripe's frames and talks to
 * Stripe's API from the page: allowed only when Stripe is the gateway (the test gateway needs nothing).
 */
function paymentPageSources(config: AppConfig): Record<'scriptSrc' | 'frameSrc' | 'connectSrc', string[]> {
  if (config.PAYMENT_GATEWAY !== 'stripe') return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}
