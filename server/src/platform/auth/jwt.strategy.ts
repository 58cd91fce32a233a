import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import passport from 'passport';
import { Strategy as CustomStrategy } from 'passport-custom';
import { Messages } from '@app/libs';
import { unauthorized } from '../errors/app-error';
import { AUTH_COOKIE } from './cookies';
import { Revocations } from './revocations';
import { SessionUser, SessionUserLoader } from './session-user';
import { TokenService, type TokenClaims } from './token.service';

/** The name the session strategy is registered under, in its app's own passport (ADR 0042). */
export const SESSION_STRATEGY = 'session-token';

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

/** Each strategy's passport: one per app, since Nest makes one strategy per app (see getPassportInstance). */
const passports = new WeakMap<object, passport.Authenticator>();

/**
 * The passport strategy of a session token: the signature and expiry, then the user (one prepared
 * statement) and the token's revocation (Redis) side by side. The SessionGuard runs it through
 * passport once per request and keeps the result on the request for the handler (ADR 0020, 0042).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(CustomStrategy, SESSION_STRATEGY) {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: SessionUserLoader,
    private readonly revocations: Revocations,
  ) {
    super();
  }

  /**
   * Where PassportStrategy registers this strategy (from its constructor): a passport of this
   * instance's own, not the process-wide default one, so that two apps in one process (tests, a
   * peer) never find each other's strategy under the same name.
   */
  getPassportInstance(): passport.Authenticator {
    let own = passports.get(this);
    if (!own) {
      own = new passport.Passport();
      passports.set(this, own);
    }
    return own;
  }

  /** passport-custom's verify: the caller, or null (passport's fail) when the request carries no token. */
  validate(request: AuthRequest): Promise<SessionUser | null> {
    return this.sessionOf(request);
  }

  /** The caller, or null when the request carries no token; a bad or revoked token is a 401. */
  async sessionOf(request: AuthRequest): Promise<SessionUser | null> {
    const token = extractToken(request);
    if (!token) return null;
    const claims = this.tokens.verifySession(token);
    if (!claims) throw unauthorized(Messages.unauthenticated);
    return this.userFor(claims);
  }

  /** The current account behind verified claims: unknown, revoked or an older token version is a 401. */
  async userFor(claims: TokenClaims): Promise<SessionUser> {
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
