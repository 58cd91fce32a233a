import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID, type KeyObject } from 'node:crypto';
import type { Role } from '@app/libs';
import { AppConfig } from '../config/app-config';
import type { KeyRing } from '../config/key-ring';
import { jwtKeys, keysForToken } from './jwt-secret';
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

/**
 * Signs and verifies session tokens and proofs: HS256 with KeyObject secrets, signed with the current
 * secret under its key id (`kid`), verified with the secret the id names, current or retired (ADR 0049).
 */
@Injectable()
export class TokenService {
  private readonly verified = new VerifiedTokens<TokenClaims>();
  private readonly keys: KeyRing<KeyObject>;
  /**
   * A verifier per key, the key set as its module secret: passing the key with each verify call
   * instead costs @nestjs/jwt a fifth more time per token (bench/token-verify.cjs).
   */
  private readonly verifiers: ReadonlyMap<KeyObject, JwtService>;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {
    this.keys = jwtKeys(config);
    this.verifiers = new Map(
      this.keys.all.map(({ key }) => [
        key,
        new JwtService({ secret: key as unknown as string, verifyOptions: { algorithms: ['HS256'] } }),
      ]),
    );
  }

  issue(user: { id: string; role: Role; tokenVersion: number }): IssuedToken {
    const ttl = this.config.JWT_TTL_SECONDS;
    const token = this.jwt.sign(
      { sub: user.id, role: user.role, ver: user.tokenVersion, typ: 'session' },
      { ...this.signing(), expiresIn: ttl, jwtid: randomUUID() },
    );
    const { exp } = this.jwt.decode<TokenClaims>(token);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired token of ours (HS256 only), else null. */
  verifySession(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    const claims = this.verifySigned<TokenClaims>(token);
    if (claims) this.verified.remember(token, claims);
    return claims;
  }

  /** A short-lived signed statement, e.g. "this email was verified". */
  signProof(claims: Record<string, string>, ttlSeconds: number): string {
    return this.jwt.sign({ ...claims, typ: 'proof' }, { ...this.signing(), expiresIn: ttlSeconds });
  }

  verifyProof(token: string): Record<string, string> | null {
    const claims = this.verifySigned<Record<string, string>>(token);
    return claims?.typ === 'proof' ? claims : null;
  }

  private signing() {
    const { id, key } = this.keys.current;
    return { secret: key as unknown as string, algorithm: 'HS256' as const, keyid: id };
  }

  /** The claims of `token` when a key that may have signed it verifies it (HS256 only), else null. */
  private verifySigned<Claims extends object>(token: string): Claims | null {
    for (const key of keysForToken(this.keys, token)) {
      try {
        return this.verifiers.get(key)!.verify<Claims>(token);
      } catch {
        // Not this key, or expired: a token without a key id may be another key's.
      }
    }
    return null;
  }
}
