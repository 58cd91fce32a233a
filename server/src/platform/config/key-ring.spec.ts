import { DuplicateKeyError, keyId, KeyRing } from './key-ring';

const current = 'c'.repeat(40);
const retired = 'r'.repeat(40);
const older = 'o'.repeat(40);
const ring = () => new KeyRing('jwt', current, [retired, older], (secret) => `key of ${secret[0]}`);

describe('key ids (ADR 0049)', () => {
  it('are 16 hex characters, the same for the same secret and purpose', () => {
    expect(keyId('jwt', current)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyId('jwt', current)).toBe(keyId('jwt', current));
  });

  it('differ between secrets, and between purposes of one secret', () => {
    expect(keyId('jwt', current)).not.toBe(keyId('jwt', retired));
    expect(keyId('jwt', current)).not.toBe(keyId('ledger-anchor', current));
  });

  it('show nothing of the secret', () => {
    const secret = 'abcdef0123456789'.repeat(3);
    expect(secret).not.toContain(keyId('jwt', secret));
    expect(keyId('jwt', secret)).not.toContain(secret.slice(0, 4));
  });
});

describe('KeyRing', () => {
  it('signs with the current key and lists the retired ones after it', () => {
    const keys = ring();
    expect(keys.current).toEqual({ id: keyId('jwt', current), key: 'key of c' });
    expect(keys.previous.map((k) => k.key)).toEqual(['key of r', 'key of o']);
    expect(keys.all.map((k) => k.key)).toEqual(['key of c', 'key of r', 'key of o']);
  });

  it('gives the one key an id names, current or retired, and none for an unknown id', () => {
    const keys = ring();
    expect(keys.candidates(keyId('jwt', retired))).toEqual(['key of r']);
    expect(keys.candidates(keyId('jwt', current))).toEqual(['key of c']);
    expect(keys.get(keyId('jwt', older))).toBe('key of o');
    expect(keys.candidates(keyId('jwt', 'u'.repeat(40)))).toEqual([]);
    // An id of the same secret for another purpose names nothing here.
    expect(keys.candidates(keyId('ledger-anchor', current))).toEqual([]);
    expect(keys.get('')).toBeUndefined();
  });

  it('gives every key, current first, for something made before ids (no id)', () => {
    expect(ring().candidates(undefined)).toEqual(['key of c', 'key of r', 'key of o']);
  });

  it('has only the current key when nothing is retired', () => {
    const keys = new KeyRing('jwt', current, [], (secret) => secret.length);
    expect(keys.candidates(undefined)).toEqual([40]);
    expect(keys.previous).toEqual([]);
  });

  it('refuses a secret listed twice, the current one among the retired included', () => {
    expect(() => new KeyRing('jwt', current, [retired, current], String)).toThrow(DuplicateKeyError);
    expect(() => new KeyRing('jwt', current, [retired, retired], String)).toThrow(
      `the same jwt secret is listed twice (key id ${keyId('jwt', retired)})`,
    );
  });
});
