import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of every route: served under /api/docs, and what the fuzz test calls. */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
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
}
