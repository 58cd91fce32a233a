import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/libs';
import { COMMON_PASSWORDS } from './common-passwords';

export const PasswordRules = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Please choose another one.',
  mismatch: 'The password confirmation does not match.',
} as const;

export type PasswordRule = keyof typeof PasswordRules;

/** The stable code of each rule, by which its text is translated (ADR 0011). */
export const PasswordRuleCodes: Record<PasswordRule, string> = {
  tooShort: 'PASSWORD.TOO_SHORT',
  tooLong: 'PASSWORD.TOO_LONG',
  tooCommon: 'PASSWORD.TOO_COMMON',
  mismatch: 'PASSWORD.MISMATCH',
};

/** The placeholders of the rules' texts. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

/** Length and a deny-list of common passwords; no composition rules (NIST 800-63B). */
export function brokenPasswordRules(password: string, confirmation?: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) broken.push('tooLong');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) broken.push('tooCommon');
  if (confirmation !== undefined && password !== confirmation) broken.push('mismatch');
  return broken;
}

/** The broken rules in English. */
export const passwordProblems = (password: string, confirmation?: string): string[] =>
  brokenPasswordRules(password, confirmation).map((broken) => PasswordRules[broken]);
