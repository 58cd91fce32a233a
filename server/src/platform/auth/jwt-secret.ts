import { createSecretKey, KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { readOrCreateLocalSecret } from '../config/local-secret';

const keys = new WeakMap<AppConfig, KeyObject>();

/**
 * The signing key as a KeyObject: jsonwebtoken verifies about 40x faster than with a string secret,
 * which it first tries to parse as a public key (measured in ARCHITECTURE.md).
 */
export function jwtSecretKey(config: AppConfig): KeyObject {
  let key = keys.get(config);
  if (!key) {
    const secret = config.JWT_SECRET ?? readOrCreateLocalSecret(join(config.VAR_DIR, 'secrets', 'jwt.key'));
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(config, key);
  }
  return key;
}
