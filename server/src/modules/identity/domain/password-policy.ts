import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/libs';
import { COMMON_PASSWORDS } from './common-passwords';

export const PasswordRules = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Please choose another one.',
  mismatch: 'The password confirmation does not match.',
} as const;

/** Length and a deny-list of common passwords; no composition rules (NIST 800-63B). */
export function passwordProblems(password: string, confirmation?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PasswordRules.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PasswordRules.tooLong);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(PasswordRules.tooCommon);
  if (confirmation !== undefined && password !== confirmation) problems.push(PasswordRules.mismatch);
  return problems;
}
