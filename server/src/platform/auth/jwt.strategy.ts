import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Messages } from '@app/libs';
import { unauthorized } from '../errors/app-error';
import { AUTH_COOKIE } from './cookies';
import { Revocations } from './revocations';
import { SessionUser, SessionUserLoader } from './session-user';
import { TokenService, type TokenClaims } from './token.service';

type AuthRequest = FastifyRequest & { authSource?: 'bearer' | 'cookie' };

/** `Authorization: Bearer <token>`, the scheme in any case (as passport-jwt read it). */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\S+)\s+(\S+)$/.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

/** Bearer header for API clients, else the httpOnly cookie; the request remembers which, for the CSRF check. */
export function extractToken(request: AuthRequest): string | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) {
    request.authSource = 'bearer';
    return bearer;
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  if (cookie) request.authSource = 'cookie';
  return cookie ?? null;
}

/**
 * Turns a session token into the caller: the signature and expiry, then the user (one prepared
 * statement) and the token's revocation (Redis) side by side. Called once per request by the
 * SessionGuard, which keeps the result on the request for the handler (ADR 0020).
 */
@Injectable()
export class JwtStrategy {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: SessionUserLoader,
    private readonly revocations: Revocations,
  ) {}

  /** The caller, or null when the request carries no token; a bad or revoked token is a 401. */
  async authenticate(request: AuthRequest): Promise<SessionUser | null> {
    const token = extractToken(request);
    if (!token) return null;
    const claims = this.tokens.verifySession(token);
    if (!claims) throw unauthorized(Messages.unauthenticated);
    return this.validate(claims);
  }

  async validate(claims: TokenClaims): Promise<SessionUser> {
    if (claims.typ !== 'session' || !claims.jti) throw unauthorized(Messages.unauthenticated);
    const [user, revoked] = await Promise.all([
      this.users.load(claims.sub),
      this.revocations.isRevoked(claims.jti),
    ]);
    if (!user || revoked || user.tokenVersion !== claims.ver) throw unauthorized(Messages.unauthenticated);
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      fullName: user.fullName,
      language: user.language,
      jti: claims.jti,
      expiresAt: claims.exp * 1000,
    };
  }
}
