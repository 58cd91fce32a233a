import { createHash } from 'node:crypto';

/** One secret of a ring, with the id that names it in what it signed. */
export interface RingKey<K> {
  id: string;
  key: K;
}

/**
 * The id of a secret for one purpose: the first 8 bytes of SHA-256 over the purpose and the secret,
 * in hex. It names the key in a token's header or an anchor line without telling anything about it
 * (the secret is at least 32 characters), and the purpose keeps one secret used for two things from
 * showing the same id in both.
 */
export function keyId(purpose: string, secret: string): string {
  return createHash('sha256').update(`${purpose}\n${secret}`).digest('hex').slice(0, 16);
}

/** Two secrets of one ring are the same secret: configuration that has to be fixed, not guessed. */
export class DuplicateKeyError extends Error {}

/**
 * The secrets of one purpose during a rotation (ADR 0049): the current one, which alone signs, and
 * the retired ones, which still verify what they signed. Built once per process: ids are hashed
 * here, never per request.
 */
export class KeyRing<K> {
  readonly current: RingKey<K>;
  readonly previous: readonly RingKey<K>[];
  /** Current first: the order to try keys in for something that names none. */
  readonly all: readonly RingKey<K>[];
  private readonly byId: ReadonlyMap<string, readonly [K]>;
  private readonly allKeys: readonly K[];

  constructor(purpose: string, current: string, previous: readonly string[], make: (secret: string) => K) {
    const ring = (secret: string): RingKey<K> => ({ id: keyId(purpose, secret), key: make(secret) });
    this.current = ring(current);
    this.previous = previous.map(ring);
    this.all = [this.current, ...this.previous];
    const byId = new Map<string, readonly [K]>();
    for (const { id, key } of this.all) {
      if (byId.has(id))
        throw new DuplicateKeyError(`the same ${purpose} secret is listed twice (key id ${id})`);
      byId.set(id, [key]);
    }
    this.byId = byId;
    this.allKeys = this.all.map((k) => k.key);
  }

  /** The key `id` names, current or retired; undefined when it is not in the ring. */
  get(id: string): K | undefined {
    return this.byId.get(id)?.[0];
  }

  /**
   * The keys to check something with: the one its id names (none when the id is unknown), or, for
   * something made before ids existed (no id), every key, current first.
   */
  candidates(id: string | undefined): readonly K[] {
    if (id === undefined) return this.allKeys;
    return this.byId.get(id) ?? [];
  }
}
