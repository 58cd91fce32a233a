import { ValidationFailed, coded } from '../../../platform';
import {
  brokenPasswordRules,
  PASSWORD_LIMITS,
  PasswordRuleCodes,
  PasswordRules,
} from '../domain/password-policy';

/** The 422 for a password that breaks the policy, each rule by its code; null when it is fine. */
export function passwordFailure(password: string, confirmation?: string): ValidationFailed | null {
  const broken = brokenPasswordRules(password, confirmation);
  if (broken.length === 0) return null;
  return new ValidationFailed({
    password: broken.map((rule) => coded(PasswordRuleCodes[rule], PasswordRules[rule], PASSWORD_LIMITS)),
  });
}
