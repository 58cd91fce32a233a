import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Messages } from '@app/libs';
import { unauthorized } from '../errors/app-error';
import { AUTH_COOKIE } from './cookies';
import { jwtSecretKey } from './jwt-secret';
import { Revocations } from './revocations';
import { SessionUser, SessionUserLoader } from './session-user';
import type { TokenClaims } from './token.service';
import { AppConfig } from '../config/app-config';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Bearer header for API clients, else the httpOnly cookie; the request remembers which, for the CSRF check. */
export function extractToken(request: FastifyRequest & { authSource?: 'bearer' | 'cookie' }): string | null {
  const bearer = fromBearer(request as never);
  if (bearer) {
    request.authSource = 'bearer';
    return bearer;
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  if (cookie) request.authSource = 'cookie';
  return cookie ?? null;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: SessionUserLoader,
    private readonly revocations: Revocations,
  ) {
    super({
      jwtFromRequest: extractToken,
      secretOrKey: jwtSecretKey(config) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
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
      language: user.language,
      jti: claims.jti,
      expiresAt: claims.exp * 1000,
    };
  }
}
