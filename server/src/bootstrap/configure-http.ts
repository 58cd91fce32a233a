import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../platform/config/app-config';
import { ensureXsrfCookie } from '../platform/auth/cookies';
import { adminOnlyUnder } from '../platform/auth/admin-only-paths';
import { SpaFallback } from '../platform/http/spa-fallback';
import { appValidationPipe } from '../platform/http/validation.pipe';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The OpenAPI UI; its JSON and YAML are at `-json` / `-yaml` beside it. */
const API_DOCS_PATH = '/api/docs';

/** Everything HTTP: shared by main.ts and the tests, so that tests exercise the real pipeline. */
export async function configureHttp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30 } });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
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
    ensureXsrfCookie(request, reply, config.cookieSecure);
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(appValidationPipe);
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Lending Network API')
      .setDescription(
        'Members, referrals, units ledger and back-office. Errors: 422 field map or { message }.',
      )
      .addBearerAuth()
      .addCookieAuth('auth_token')
      .build(),
  );
  // Open while developing; in production the map of every route is for administrators (ADR 0016).
  if (config.isProduction) fastify.addHook('onRequest', adminOnlyUnder(app, API_DOCS_PATH));
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document);

  const spa = app.get(SpaFallback);
  if (spa.root) {
    await app.register(fastifyStatic, {
      root: spa.root,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1h',
    });
  }
}
