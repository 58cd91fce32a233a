import { createHmac, timingSafeEqual } from 'node:crypto';
import { KeyRing } from '../config/key-ring';

/** The chain's head at one moment, as the database gave it then: seal number and stored hash. */
export interface ChainAnchor {
  sealNo: string;
  /** Hex of the seal's chain hash. */
  hash: string;
  /** When it was anchored (ISO 8601). */
  at: string;
}

/** What an anchor key's id is derived for: its ids differ from the session secret's (ADR 0049). */
export const ANCHOR_KEY_PURPOSE = 'ledger-anchor';

/** What one line of the anchor file says, once its signature is checked. */
export type AnchorLineReading =
  | { kind: 'anchor'; anchor: ChainAnchor }
  /** Not an anchor line, or its MAC fails under the key it names (or under every key, for v1). */
  | { kind: 'unsigned' }
  /** A well-formed v2 line naming a key that is neither the current nor a listed previous one. */
  | { kind: 'unknown-key'; keyId: string };

const KEY_ID = /^[0-9a-f]{16}$/;

/**
 * v1 (ADR 0019) names no key: lines written before key rotation existed, made with the key that was
 * current then. v2 (ADR 0049) names its key, and the id is part of what is signed.
 */
const message = (anchor: ChainAnchor, keyId: string | null) =>
  keyId === null
    ? `v1\n${anchor.sealNo}\n${anchor.hash}\n${anchor.at}`
    : `v2\n${keyId}\n${anchor.sealNo}\n${anchor.hash}\n${anchor.at}`;

const mac = (key: Buffer, anchor: ChainAnchor, keyId: string | null) =>
  createHmac('sha256', key).update(message(anchor, keyId)).digest();

/** The line (without its newline) that anchors `anchor` under the ring's current key. */
export function signedAnchorLine(ring: KeyRing<Buffer>, anchor: ChainAnchor): string {
  const { id, key } = ring.current;
  return JSON.stringify({ v: 2, kid: id, ...anchor, mac: mac(key, anchor, id).toString('hex') });
}

/** Reads one line of the anchor file and checks its MAC with the key it names (v2) or any key (v1). */
export function readAnchorLine(ring: KeyRing<Buffer>, line: string): AnchorLineReading {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return { kind: 'unsigned' };
  }
  if (typeof fields !== 'object' || fields === null) return { kind: 'unsigned' };
  const { v, kid, sealNo, hash, at, mac: given } = fields;
  if (typeof sealNo !== 'string' || !/^\d+$/.test(sealNo)) return { kind: 'unsigned' };
  if (typeof hash !== 'string' || typeof at !== 'string' || typeof given !== 'string')
    return { kind: 'unsigned' };
  const anchor = { sealNo, hash, at };
  const givenMac = Buffer.from(given, 'hex');
  const signedWith = (key: Buffer, keyId: string | null) => {
    const expected = mac(key, anchor, keyId);
    return givenMac.length === expected.length && timingSafeEqual(givenMac, expected);
  };
  if (v === 1) {
    return ring.all.some(({ key }) => signedWith(key, null))
      ? { kind: 'anchor', anchor }
      : { kind: 'unsigned' };
  }
  if (v !== 2 || typeof kid !== 'string' || !KEY_ID.test(kid)) return { kind: 'unsigned' };
  const key = ring.get(kid);
  if (key === undefined) return { kind: 'unknown-key', keyId: kid };
  return signedWith(key, kid) ? { kind: 'anchor', anchor } : { kind: 'unsigned' };
}
