import type { FastifyReply } from 'fastify';
import type { AuthResult, UserView } from '@app/libs';
import { AppConfig, IssuedToken, setSessionCookie } from '../../../../platform';

/** Sets the httpOnly session cookie and answers the token too, for API clients. */
export function sessionReply(
  reply: FastifyReply,
  config: AppConfig,
  result: { session: IssuedToken; user: UserView },
): AuthResult {
  setSessionCookie(reply, result.session.token, result.session.expiresAt, config.cookieSecure);
  return {
    token: result.session.token,
    expires_at: result.session.expiresAt.toISOString(),
    user: result.user,
  };
}
