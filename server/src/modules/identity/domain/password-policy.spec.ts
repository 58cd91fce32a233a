import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/libs';
import { passwordProblems, PasswordRules } from './password-policy';

describe('password policy', () => {
  it('accepts eight characters without any composition rule', () => {
    expect(passwordProblems('plumtree')).toEqual([]);
    expect(passwordProblems('plumtree', 'plumtree')).toEqual([]);
  });

  it('accepts a long passphrase up to the maximum length', () => {
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems('correct horse battery staple')).toEqual([]);
  });

  it('refuses a password shorter than the minimum, with the spec hint', () => {
    expect(passwordProblems('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual([PasswordRules.tooShort]);
    expect(PasswordRules.tooShort).toBe('Password must be at least 8 characters long.');
  });

  it('refuses a password longer than the maximum', () => {
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([PasswordRules.tooLong]);
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const common of ['password', 'Password123', 'QWERTYUIOP', '12345678', 'iloveyou']) {
      expect(passwordProblems(common)).toEqual([PasswordRules.tooCommon]);
    }
  });

  it('refuses a confirmation that differs, and only checks it when given', () => {
    expect(passwordProblems('plumtree', 'plumtreE')).toEqual([PasswordRules.mismatch]);
    expect(passwordProblems('plumtree', '')).toEqual([PasswordRules.mismatch]);
    expect(passwordProblems('plumtree', undefined)).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(passwordProblems('short', 'other')).toEqual([PasswordRules.tooShort, PasswordRules.mismatch]);
  });
});
