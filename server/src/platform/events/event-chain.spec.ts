import { canonicalJson, ChainedEvent, chainHash, GENESIS_HASH } from './event-chain';

const event: ChainedEvent = {
  seq: '7',
  id: '0b8e7c1e-2f55-4b8f-9d4e-0d3f1c9a1b2c',
  type: 'identity.UserRegistered',
  aggregate_type: 'User',
  aggregate_id: '5d6a3c1e-2f55-4b8f-9d4e-0d3f1c9a1b2c',
  payload: { email: 'jane@example.com', role: 'User', referrerId: null },
  actor_id: '5d6a3c1e-2f55-4b8f-9d4e-0d3f1c9a1b2c',
  occurred_at: '2030-01-01T12:00:00.000Z',
};

describe('canonicalJson', () => {
  it('does not depend on key order, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, 2] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('keeps the order of arrays', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });

  it('writes null and undefined as null and escapes strings like JSON', () => {
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ a: undefined })).toBe('{"a":null}');
    expect(canonicalJson('a"b\n')).toBe(JSON.stringify('a"b\n'));
    expect(canonicalJson({ 'we"ird': true })).toBe('{"we\\"ird":true}');
  });
});

describe('chainHash', () => {
  const base = chainHash(GENESIS_HASH, event);

  it('is a 32-byte SHA-256 and deterministic', () => {
    expect(base).toHaveLength(32);
    expect(chainHash(GENESIS_HASH, { ...event }).equals(base)).toBe(true);
  });

  it('does not depend on the payload key order (jsonb reorders keys)', () => {
    const reordered = { ...event, payload: { referrerId: null, role: 'User', email: 'jane@example.com' } };
    expect(chainHash(GENESIS_HASH, reordered).equals(base)).toBe(true);
  });

  it('reads the time as an instant, whether a Date or a string', () => {
    expect(chainHash(GENESIS_HASH, { ...event, occurred_at: new Date(event.occurred_at) }).equals(base)).toBe(
      true,
    );
    expect(chainHash(GENESIS_HASH, { ...event, occurred_at: '2030-01-01T13:00:00+01:00' }).equals(base)).toBe(
      true,
    );
    expect(chainHash(GENESIS_HASH, { ...event, seq: 7 as unknown as string }).equals(base)).toBe(true);
  });

  const changes: Array<[string, Partial<ChainedEvent>]> = [
    ['seq', { seq: '8' }],
    ['id', { id: '1b8e7c1e-2f55-4b8f-9d4e-0d3f1c9a1b2c' }],
    ['type', { type: 'identity.LoggedIn' }],
    ['aggregate_type', { aggregate_type: 'Account' }],
    ['aggregate_id', { aggregate_id: 'other' }],
    ['payload value', { payload: { email: 'john@example.com', role: 'User', referrerId: null } }],
    ['payload key', { payload: { email: 'jane@example.com', role: 'User' } }],
    ['actor_id', { actor_id: null }],
    ['occurred_at', { occurred_at: '2030-01-01T12:00:00.001Z' }],
  ];
  it.each(changes)('changes when %s changes', (_field, change) => {
    expect(chainHash(GENESIS_HASH, { ...event, ...change }).equals(base)).toBe(false);
  });

  it('changes when the previous hash changes, so every hash depends on the whole chain', () => {
    const previous = Buffer.alloc(32, 1);
    expect(chainHash(previous, event).equals(base)).toBe(false);
    const second = chainHash(base, { ...event, seq: '8' });
    const secondAfterOtherFirst = chainHash(chainHash(GENESIS_HASH, { ...event, type: 'x' }), {
      ...event,
      seq: '8',
    });
    expect(second.equals(secondAfterOtherFirst)).toBe(false);
  });
});
