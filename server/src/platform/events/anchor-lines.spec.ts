import { createHmac } from 'node:crypto';
import { keyId, KeyRing } from '../config/key-ring';
import { ANCHOR_KEY_PURPOSE, readAnchorLine, signedAnchorLine, type ChainAnchor } from './anchor-lines';

const oldKey = 'o'.repeat(40);
const newKey = 'n'.repeat(40);
const ringOf = (current: string, ...previous: string[]) =>
  new KeyRing(ANCHOR_KEY_PURPOSE, current, previous, (secret) => Buffer.from(secret, 'utf8'));
const anchor: ChainAnchor = { sealNo: '42', hash: 'ab'.repeat(32), at: '2026-11-30T10:00:00.000Z' };

/** A line as the anchor writer of ADR 0019 wrote it, before key ids. */
function v1Line(key: string, a: ChainAnchor = anchor): string {
  const mac = createHmac('sha256', key).update(`v1\n${a.sealNo}\n${a.hash}\n${a.at}`).digest('hex');
  return JSON.stringify({ v: 1, ...a, mac });
}

/** `line` with some fields changed and its MAC left as it was. */
const tampered = (line: string, change: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(line), ...change });

describe('anchor lines (ADR 0019, 0049)', () => {
  it('are written as v2 naming the current key, and read back under it', () => {
    const line = signedAnchorLine(ringOf(newKey, oldKey), anchor);
    expect(JSON.parse(line)).toEqual({
      v: 2,
      kid: keyId(ANCHOR_KEY_PURPOSE, newKey),
      ...anchor,
      mac: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(readAnchorLine(ringOf(newKey, oldKey), line)).toEqual({ kind: 'anchor', anchor });
    expect(readAnchorLine(ringOf(newKey), line)).toEqual({ kind: 'anchor', anchor });
  });

  it('of a retired key verify while it is listed, and name their unknown key once it is not', () => {
    const line = signedAnchorLine(ringOf(oldKey), anchor);
    expect(readAnchorLine(ringOf(newKey, oldKey), line)).toEqual({ kind: 'anchor', anchor });
    expect(readAnchorLine(ringOf(newKey), line)).toEqual({
      kind: 'unknown-key',
      keyId: keyId(ANCHOR_KEY_PURPOSE, oldKey),
    });
  });

  it('from before key ids (v1) verify under the current key or any listed previous one', () => {
    expect(readAnchorLine(ringOf(oldKey), v1Line(oldKey))).toEqual({ kind: 'anchor', anchor });
    expect(readAnchorLine(ringOf(newKey, oldKey), v1Line(oldKey))).toEqual({ kind: 'anchor', anchor });
    // Nothing names the key of a v1 line: without it, the line cannot be told from a forgery.
    expect(readAnchorLine(ringOf(newKey), v1Line(oldKey))).toEqual({ kind: 'unsigned' });
  });

  it('tampered with are unsigned under either key, v1 or v2', () => {
    const ring = ringOf(newKey, oldKey);
    for (const line of [
      signedAnchorLine(ringOf(oldKey), anchor),
      signedAnchorLine(ring, anchor),
      v1Line(oldKey),
    ]) {
      expect(readAnchorLine(ring, tampered(line, { hash: 'cd'.repeat(32) }))).toEqual({ kind: 'unsigned' });
      expect(readAnchorLine(ring, tampered(line, { sealNo: '41' }))).toEqual({ kind: 'unsigned' });
      expect(readAnchorLine(ring, tampered(line, { at: '2026-11-30T10:00:01.000Z' }))).toEqual({
        kind: 'unsigned',
      });
      expect(readAnchorLine(ring, tampered(line, { mac: '00'.repeat(32) }))).toEqual({ kind: 'unsigned' });
    }
  });

  it('re-labelled with another known key, or downgraded to v1, are unsigned: the key id is signed too', () => {
    const ring = ringOf(newKey, oldKey);
    const old = signedAnchorLine(ringOf(oldKey), anchor);
    expect(readAnchorLine(ring, tampered(old, { kid: ring.current.id }))).toEqual({ kind: 'unsigned' });
    expect(readAnchorLine(ring, tampered(old, { v: 1, kid: undefined }))).toEqual({ kind: 'unsigned' });
  });

  it('that are no anchor line at all are unsigned, a malformed key id included', () => {
    const ring = ringOf(newKey);
    const line = signedAnchorLine(ring, anchor);
    for (const bad of [
      'not json',
      'null',
      '42',
      '{}',
      tampered(line, { v: 3 }),
      tampered(line, { kid: 'NOT-HEX' }),
      tampered(line, { kid: 7 }),
      tampered(line, { sealNo: 'x1' }),
      tampered(line, { mac: 12 }),
    ])
      expect(readAnchorLine(ring, bad)).toEqual({ kind: 'unsigned' });
  });
});
