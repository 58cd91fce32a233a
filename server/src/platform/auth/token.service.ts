import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { Role } from '@app/libs';
import { AppConfig } from '../config/app-config';
import { VerifiedTokens } from './verified-tokens';

export interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
  jti: string;
  typ: 'session';
  exp: number;
  iat: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Signs and verifies session tokens (HS256 with a KeyObject secret; see the JWT module options). */
@Injectable()
export class TokenService {
  private readonly verified = new VerifiedTokens<TokenClaims>();

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  issue(user: { id: string; role: Role; tokenVersion: number }): IssuedToken {
    const ttl = this.config.JWT_TTL_SECONDS;
    const token = this.jwt.sign(
      { sub: user.id, role: user.role, ver: user.tokenVersion, typ: 'session' },
      {
        expiresIn: ttl,
        jwtid: randomUUID(),
      },
    );
    const { exp } = this.jwt.decode<TokenClaims>(token);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired token of ours (HS256 only), else null. */
  verifySession(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { algorithms: ['HS256'] });
      this.verified.remember(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  /** A short-lived signed statement, e.g. "this email was verified". */
  signProof(claims: Record<string, string>, ttlSeconds: number): string {
    return this.jwt.sign({ ...claims, typ: 'proof' }, { expiresIn: ttlSeconds });
  }

  verifyProof(token: string): Record<string, string> | null {
    try {
      const claims = this.jwt.verify<Record<string, string>>(token, { algorithms: ['HS256'] });
      return claims.typ === 'proof' ? claims : null;
    } catch {
      return null;
    }
  }
}
