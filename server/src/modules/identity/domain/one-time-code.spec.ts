import { OTP_MAX_ATTEMPTS } from '@app/libs';
import { checkCode, generateCode, hashCode, StoredCode } from './one-time-code';

const secret = 'test-secret';
const now = new Date('2030-01-01T12:00:00Z');
const stored = (over: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: hashCode(secret, 'jane@example.com', '123456'),
  attempts: 0,
  expiresAt: new Date(now.getTime() + 60_000),
  consumedAt: null,
  ...over,
});
const right = hashCode(secret, 'jane@example.com', '123456');
const wrong = hashCode(secret, 'jane@example.com', '654321');

describe('one-time codes', () => {
  it('generates six digits, zero padded, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1980);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('hashes with a key, bound to the email and the code', () => {
    expect(right).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(secret, 'jane@example.com', '123456')).toBe(right);
    expect(hashCode('other-secret', 'jane@example.com', '123456')).not.toBe(right);
    expect(hashCode(secret, 'john@example.com', '123456')).not.toBe(right);
    expect(wrong).not.toBe(right);
  });

  it('accepts the right code while it is fresh', () => {
    expect(checkCode(stored(), [right], now)).toBe('ok');
    expect(checkCode(stored({ attempts: OTP_MAX_ATTEMPTS - 1 }), [right], now)).toBe('ok');
  });

  it('calls a different code wrong', () => {
    expect(checkCode(stored(), [wrong], now)).toBe('wrong');
    expect(checkCode(stored(), ['abc'], now)).toBe('wrong');
    expect(checkCode(stored(), [''], now)).toBe('wrong');
  });

  it('expires at the expiry instant, even for the right code', () => {
    expect(checkCode(stored({ expiresAt: now }), [right], now)).toBe('expired');
    expect(checkCode(stored({ expiresAt: new Date(now.getTime() - 1) }), [right], now)).toBe('expired');
    expect(checkCode(stored({ expiresAt: new Date(now.getTime() + 1) }), [right], now)).toBe('ok');
  });

  it('locks after the allowed wrong tries, even for the right code', () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect(checkCode(stored({ attempts: OTP_MAX_ATTEMPTS }), [right], now)).toBe('locked');
    expect(checkCode(stored({ attempts: OTP_MAX_ATTEMPTS + 3 }), [wrong], now)).toBe('locked');
    expect(checkCode(stored({ attempts: OTP_MAX_ATTEMPTS, expiresAt: now }), [right], now)).toBe('locked');
  });

  it('accepts a code hashed with any key it may have been hashed with, during a rotation (ADR 0049)', () => {
    const retired = stored({ codeHash: hashCode('retired-secret', 'jane@example.com', '123456') });
    const candidates = ['test-secret', 'retired-secret'].map((key) =>
      hashCode(key, 'jane@example.com', '123456'),
    );
    expect(checkCode(retired, candidates, now)).toBe('ok');
    expect(checkCode(retired, [right], now)).toBe('wrong');
    expect(checkCode(stored(), [wrong, hashCode('retired-secret', 'jane@example.com', '654321')], now)).toBe(
      'wrong',
    );
    expect(checkCode(stored(), [], now)).toBe('wrong');
  });

  it('treats no code, or a consumed one, as missing', () => {
    expect(checkCode(null, [right], now)).toBe('missing');
    expect(checkCode(stored({ consumedAt: now }), [right], now)).toBe('missing');
  });
});
