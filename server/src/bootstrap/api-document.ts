import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** Liveness is a bare Fastify route (configure-http.ts), so Nest's scan does not see it. */
const LIVENESS_DOCUMENT = {
  get: {
    tags: ['health'],
    summary: 'Liveness: the process answers.',
    responses: { '200': { description: '{ data: { status: "ok" } }' } },
  },
};

/** The OpenAPI document of every route: served under /api/docs, and what the fuzz test calls. */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
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
  document.paths['/api/health'] = LIVENESS_DOCUMENT;
  return document;
}
