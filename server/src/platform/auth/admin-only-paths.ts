import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole, Messages } from '@app/libs';
import { AppError, forbidden, unauthorized } from '../errors/app-error';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translator';
import { extractToken, JwtStrategy } from './jwt.strategy';
import type { TokenClaims } from './token.service';

/**
 * A Fastify hook that lets only a signed-in Admin or SuperAdmin reach the paths under `prefix`.
 * For routes Nest's guards never see, such as the OpenAPI UI and document that the Swagger module
 * registers on Fastify itself. The session is checked exactly as the global guard checks it.
 */
export function adminOnlyUnder(app: INestApplication, prefix: string) {
  const jwt = app.get(JwtService);
  const strategy = app.get(JwtStrategy);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith(prefix)) return;
    const refusal = await refusalFor(request, jwt, strategy);
    if (!refusal) return;
    const language = requestLanguage(request as never);
    await reply
      .status(refusal.status)
      .header('Content-Language', language)
      .send({
        message: translate(language, `errors:${refusal.code}`, undefined, refusal.message),
        code: refusal.code,
      });
  };
}

async function refusalFor(
  request: FastifyRequest,
  jwt: JwtService,
  strategy: JwtStrategy,
): Promise<AppError | null> {
  const token = extractToken(request);
  if (!token) return unauthorized(Messages.unauthenticated);
  try {
    const user = await strategy.validate(jwt.verify<TokenClaims>(token));
    return isAdminRole(user.role) ? null : forbidden(Messages.forbidden);
  } catch {
    return unauthorized(Messages.unauthenticated);
  }
}
