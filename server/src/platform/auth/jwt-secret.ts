import { createSecretKey, KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig, ConfigError } from '../config/app-config';
import { DuplicateKeyError, KeyRing } from '../config/key-ring';
import { readOrCreateLocalSecret } from '../config/local-secret';

/** What a session secret's key id is derived for: its ids differ from the anchor key's (ADR 0049). */
const PURPOSE = 'jwt';

const rings = new WeakMap<AppConfig, KeyRing<KeyObject>>();

/**
 * The session secrets as KeyObjects: JWT_SECRET signs, JWT_PREVIOUS_SECRETS still verify (ADR 0049).
 * KeyObjects because jsonwebtoken verifies about 40x faster with one than with a string secret,
 * which it first tries to parse as a public key (measured in ARCHITECTURE.md). Built once per config.
 */
export function jwtKeys(config: AppConfig): KeyRing<KeyObject> {
  let ring = rings.get(config);
  if (!ring) {
    const secret = config.JWT_SECRET ?? readOrCreateLocalSecret(join(config.VAR_DIR, 'secrets', 'jwt.key'));
    try {
      ring = new KeyRing(PURPOSE, secret, config.jwtPreviousSecrets, (s) =>
        createSecretKey(Buffer.from(s, 'utf8')),
      );
    } catch (error) {
      if (error instanceof DuplicateKeyError)
        throw new ConfigError(`Invalid configuration:\n  JWT_PREVIOUS_SECRETS: ${error.message}`);
      throw error;
    }
    rings.set(config, ring);
  }
  return ring;
}

/** The key new tokens are signed with, and that other keyed hashes of the app derive from. */
export function jwtSecretKey(config: AppConfig): KeyObject {
  return jwtKeys(config).current.key;
}

/** The header segment this app's signer writes for each key (jsonwebtoken's order), to its key. */
const ownHeaders = new WeakMap<KeyRing<KeyObject>, ReadonlyMap<string, readonly KeyObject[]>>();

function ownHeadersOf(ring: KeyRing<KeyObject>): ReadonlyMap<string, readonly KeyObject[]> {
  let headers = ownHeaders.get(ring);
  if (!headers) {
    const segment = (kid: string) =>
      Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid })).toString('base64url');
    headers = new Map(ring.all.map(({ id }) => [segment(id), ring.candidates(id)]));
    ownHeaders.set(ring, headers);
  }
  return headers;
}

/**
 * The keys that may have signed `token`: the one its header's `kid` names, none for an unknown or
 * malformed one, and every key (current first) for a token from before key ids (ADR 0049). Only the
 * header is read here; the signature is checked by the caller. The headers this app writes are
 * looked up as they are, so that a token of ours is not decoded twice.
 */
export function keysForToken(ring: KeyRing<KeyObject>, token: string): readonly KeyObject[] {
  const dot = token.indexOf('.');
  if (dot <= 0) return [];
  const segment = token.slice(0, dot);
  const own = ownHeadersOf(ring).get(segment);
  if (own) return own;
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return [];
  }
  if (typeof header !== 'object' || header === null) return [];
  const { kid } = header as { kid?: unknown };
  if (kid === undefined) return ring.candidates(undefined);
  return typeof kid === 'string' ? ring.candidates(kid) : [];
}
