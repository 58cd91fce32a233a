import { renderHook } from '@testing-library/react';
import { newIdempotencyKey, useSubmissionKeys } from './use-submission-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useSubmissionKeys', () => {
  it('keeps one key per submission until it is renewed', () => {
    const { result, rerender } = renderHook(() => useSubmissionKeys());
    const first = result.current.keyFor();
    expect(first).toMatch(UUID);
    rerender();
    expect(result.current.keyFor()).toBe(first);
    result.current.renew();
    const second = result.current.keyFor();
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('keeps scopes apart', () => {
    const { result } = renderHook(() => useSubmissionKeys());
    const a = result.current.keyFor('delete:a');
    const b = result.current.keyFor('delete:b');
    expect(a).not.toBe(b);
    result.current.renew('delete:a');
    expect(result.current.keyFor('delete:b')).toBe(b);
    expect(result.current.keyFor('delete:a')).not.toBe(a);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a UUID v4 also where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
