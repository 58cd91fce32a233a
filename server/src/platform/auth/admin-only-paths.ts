import type { INestApplication } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole, Messages, type Role } from '@app/libs';
import { AppError, forbidden, unauthorized } from '../errors/app-error';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translator';
import { xsrfMatches } from './cookies';
import { extractToken, JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * A Fastify hook that lets only a signed-in Admin or SuperAdmin reach the paths under `prefix`.
 * For routes Nest's guards never see, such as the OpenAPI UI and document that the Swagger module
 * registers on Fastify itself, and the queue dashboard. The session is checked exactly as the
 * global guard checks it, the CSRF double-submit token of a cookie session's changing call too.
 */
export function adminOnlyUnder(app: INestApplication, prefix: string) {
  const tokens = app.get(TokenService);
  const strategy = app.get(JwtStrategy);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isUnder(request, prefix)) return;
    const refusal = await refusalFor(request, tokens, strategy);
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

/**
 * Whether the route Fastify chose, or the path as it decodes it, is under `prefix`: the raw URL is
 * not enough, since `/api/%64ocs-json` reaches the same route as `/api/docs-json` (issue 22).
 */
function isUnder(request: FastifyRequest, prefix: string): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined && routed.startsWith(prefix)) return true;
  return decodedPath(request.url).toLowerCase().startsWith(prefix.toLowerCase());
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

async function refusalFor(
  request: FastifyRequest & { authSource?: 'bearer' | 'cookie' },
  tokens: TokenService,
  strategy: JwtStrategy,
): Promise<AppError | null> {
  const token = extractToken(request);
  if (!token) return unauthorized(Messages.unauthenticated);
  const claims = tokens.verifySession(token);
  if (!claims) return unauthorized(Messages.unauthenticated);
  let role: Role;
  try {
    role = (await strategy.userFor(claims)).role;
  } catch {
    return unauthorized(Messages.unauthenticated);
  }
  if (request.authSource === 'cookie' && !SAFE_METHODS.includes(request.method) && !xsrfMatches(request))
    return forbidden(Messages.csrfMismatch, 'AUTH.CSRF_MISMATCH');
  return isAdminRole(role) ? null : forbidden(Messages.forbidden);
}
