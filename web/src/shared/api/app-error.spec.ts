import { asAppError, parseRetryAfter, toAppError } from './app-error';

describe('toAppError', () => {
  it('keeps the first message of each field of a 422', () => {
    const error = toAppError(422, {
      message: { email: ['The email has already been taken.', 'Second'], phone: ['The phone is required.'] },
      code: 'VALIDATION_FAILED',
    });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      email: 'The email has already been taken.',
      phone: 'The phone is required.',
    });
    expect(error.message).toBe('The email has already been taken.');
  });

  it('uses the server text for other statuses, 421 included', () => {
    expect(toAppError(421, { message: 'Your account is blocked.' }).message).toBe('Your account is blocked.');
    const coded = toAppError(409, { message: 'Taken', code: 'LEDGER.ALREADY_REVERSED' });
    expect(coded).toEqual({ status: 409, code: 'LEDGER.ALREADY_REVERSED', message: 'Taken', fields: {} });
    expect(toAppError(409, { message: 'Taken' }).code).toBeNull();
    expect(toAppError(409, { message: 'Taken', code: 7 }).code).toBeNull();
  });

  it("falls back to 'Something went wrong' without a usable message", () => {
    expect(toAppError(500, null).message).toBe('Something went wrong');
    expect(toAppError('NETWORK', undefined).message).toBe('Something went wrong');
    expect(toAppError(422, { message: {} }).message).toBe('Something went wrong');
    expect(toAppError(400, { message: '   ' }).message).toBe('Something went wrong');
  });

  it('treats anything that is not an AppError as the generic failure', () => {
    expect(asAppError(new Error('boom')).message).toBe('Something went wrong');
    const known = toAppError(404, { message: 'Referral URL is invalid!' });
    expect(asAppError(known)).toBe(known);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
  });
  it('reads an HTTP date as the seconds until then', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30);
  });
  it('ignores no value, zero, a past date and garbage', () => {
    for (const value of [null, undefined, '', '0', '-5', '1.5', 'soon', 'Mon, 23 Nov 2026 11:59:00 GMT']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});
