import 'reflect-metadata';
import { JwtService } from '@nestjs/jwt';
import jwt from 'jsonwebtoken';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@app/libs';
import { ConfigError, loadConfig } from '../config/app-config';
import { keyId } from '../config/key-ring';
import { jwtKeys, keysForToken } from './jwt-secret';
import { TokenService, type TokenClaims } from './token.service';

const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);
const user = { id: '00000000-0000-4000-8000-000000000001', role: Role.User, tokenVersion: 1 };

/** The service as the platform module wires it, on the given secrets. */
function tokenService(env: Record<string, string>): TokenService {
  const config = loadConfig(env);
  return new TokenService(new JwtService({ secret: jwtKeys(config).current.key as never }), config);
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());

/** A session token as an older build or someone else signs it. */
function signed(secret: string, header: { kid?: unknown } = {}, claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: user.id,
    role: Role.User,
    ver: 1,
    typ: 'session',
    jti: 'j-1',
    iat: now,
    exp: now + 600,
  };
  return jwt.sign({ ...payload, ...claims }, secret, {
    algorithm: 'HS256',
    // A kid of another type than the typings allow, as a forger may send.
    header: { alg: 'HS256', ...header } as jwt.JwtHeader,
  });
}

describe('TokenService key rotation (ADR 0049)', () => {
  const before = () => tokenService({ JWT_SECRET: oldSecret });
  const rotated = () => tokenService({ JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: oldSecret });
  const after = () => tokenService({ JWT_SECRET: newSecret });

  it('signs sessions and proofs with the current secret, naming it in the kid', () => {
    const { token } = rotated().issue(user);
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyId('jwt', newSecret) });
    expect(jwt.verify(token, newSecret)).toMatchObject({ sub: user.id });
    expect(headerOf(rotated().signProof({ email: 'a@example.com' }, 60)).kid).toBe(keyId('jwt', newSecret));
  });

  it('verifies a token of the retired secret while it is listed, and refuses it once removed', () => {
    const { token } = before().issue(user);
    expect(headerOf(token).kid).toBe(keyId('jwt', oldSecret));
    expect(rotated().verifySession(token)).toMatchObject({ sub: user.id, typ: 'session' });
    expect(after().verifySession(token)).toBeNull();
    const proof = before().signProof({ email: 'a@example.com' }, 60);
    expect(rotated().verifyProof(proof)).toMatchObject({ email: 'a@example.com' });
    expect(after().verifyProof(proof)).toBeNull();
  });

  it('accepts tokens of a secret announced in the list before it signs (the first step of a rolling rotation)', () => {
    const announced = tokenService({ JWT_SECRET: oldSecret, JWT_PREVIOUS_SECRETS: newSecret });
    expect(announced.verifySession(after().issue(user).token)).toMatchObject({ sub: user.id });
    expect(headerOf(announced.issue(user).token).kid).toBe(keyId('jwt', oldSecret));
  });

  it('tries a token without a kid (issued before key ids) with the current secret, then the retired ones', () => {
    expect(rotated().verifySession(signed(newSecret))).toMatchObject({ jti: 'j-1' });
    expect(rotated().verifySession(signed(oldSecret))).toMatchObject({ jti: 'j-1' });
    expect(after().verifySession(signed(oldSecret))).toBeNull();
  });

  it('refuses a token whose kid names a key other than the one that signed it', () => {
    expect(rotated().verifySession(signed(oldSecret, { kid: keyId('jwt', newSecret) }))).toBeNull();
    expect(rotated().verifySession(signed(newSecret, { kid: keyId('jwt', oldSecret) }))).toBeNull();
  });

  it('refuses a token signed with a secret it does not know, with its kid, another or none', () => {
    const stranger = 's'.repeat(40);
    const service = rotated();
    expect(service.verifySession(signed(stranger, { kid: keyId('jwt', stranger) }))).toBeNull();
    expect(service.verifySession(signed(stranger, { kid: keyId('jwt', newSecret) }))).toBeNull();
    expect(service.verifySession(signed(stranger))).toBeNull();
  });

  it('refuses a kid that is not a string, and a header that is not JSON', () => {
    const service = rotated();
    expect(service.verifySession(signed(newSecret, { kid: 7 }))).toBeNull();
    const [, payload, signature] = signed(newSecret).split('.');
    expect(service.verifySession(`bm90LWpzb24.${payload}.${signature}`)).toBeNull();
    expect(service.verifySession('no-dots-at-all')).toBeNull();
    expect(service.verifySession('')).toBeNull();
  });

  it('still refuses an expired token of a listed secret, and another algorithm', () => {
    const service = rotated();
    expect(service.verifySession(signed(oldSecret, {}, { exp: 1000, iat: 900 }))).toBeNull();
    const hs512 = jwt.sign({ sub: user.id, typ: 'session', jti: 'j' }, oldSecret, { algorithm: 'HS512' });
    expect(service.verifySession(hs512)).toBeNull();
  });
});

describe('the keys a token may have been signed with (ADR 0049)', () => {
  const ring = jwtKeys(loadConfig({ JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: oldSecret }));
  const [current, retired] = ring.all.map((k) => k.key);

  it('are the one its kid names, or every one, current first, when it has none', () => {
    expect(keysForToken(ring, signed(oldSecret, { kid: keyId('jwt', oldSecret) }))).toEqual([retired]);
    expect(keysForToken(ring, signed(oldSecret))).toEqual([current, retired]);
  });

  it('are none for an unknown kid, a kid that is not a string, or a header that does not parse', () => {
    expect(keysForToken(ring, signed(oldSecret, { kid: keyId('jwt', 'u'.repeat(40)) }))).toEqual([]);
    expect(keysForToken(ring, signed(oldSecret, { kid: 7 }))).toEqual([]);
    expect(keysForToken(ring, 'bm90LWpzb24.e30.x')).toEqual([]);
    expect(keysForToken(ring, `${Buffer.from('null').toString('base64url')}.e30.x`)).toEqual([]);
    expect(keysForToken(ring, '.e30.x')).toEqual([]);
  });
});

describe('the session secrets on a developer machine', () => {
  it('refuse a previous secret equal to the generated one that is current', () => {
    const varDir = mkdtempSync(join(tmpdir(), 'jwt-keys-'));
    try {
      mkdirSync(join(varDir, 'secrets'));
      writeFileSync(join(varDir, 'secrets', 'jwt.key'), oldSecret);
      const config = loadConfig({ VAR_DIR: varDir, JWT_PREVIOUS_SECRETS: oldSecret });
      expect(() => jwtKeys(config)).toThrow(ConfigError);
      expect(() => jwtKeys(config)).toThrow('JWT_PREVIOUS_SECRETS: the same jwt secret is listed twice');
      expect(jwtKeys(loadConfig({ VAR_DIR: varDir, JWT_PREVIOUS_SECRETS: newSecret })).current.id).toBe(
        keyId('jwt', oldSecret),
      );
    } finally {
      rmSync(varDir, { recursive: true, force: true });
    }
  });
});
