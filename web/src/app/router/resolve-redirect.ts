import { isAdminRole, Role, type UserView } from '@app/libs';
import { homePathFor } from '../../shared/session/home-path';
import { PATHS } from '../../shared/routing/paths';
import { isSessionExpired, type StoredSession } from '../../shared/session/session-storage';
import { routeAccessOf } from './route-access';

export interface GuardDecision {
  /** Where to go instead of the requested path; null = render it. */
  redirectTo: string | null;
  /** The stored session has expired and must be dropped. */
  clearSession: boolean;
}

const stay: GuardDecision = { redirectTo: null, clearSession: false };
const goTo = (redirectTo: string, clearSession = false): GuardDecision => ({ redirectTo, clearSession });

const samePath = (path: string, target: string): boolean => (path.replace(/\/+$/, '') || '/') === target;

/** The spec's member rules: unpaid pay-now first to /pay-now; pay-later users off /pay-now; unverified email first. */
function memberRule(user: UserView, path: string): string | null {
  if (!user.email_verified_at) return PATHS.verifyEmail;
  const { pay_now, paid, pay_later } = user.details;
  if (pay_now === 'Yes' && paid === 'No' && !pay_later && !samePath(path, PATHS.payNow)) return PATHS.payNow;
  if (samePath(path, PATHS.payNow) && pay_later) return PATHS.payNowPending;
  return null;
}

/** The route guard as one pure decision, so every rule is testable without a browser. */
export function resolveRedirect(session: StoredSession | null, path: string, now: Date): GuardDecision {
  const access = routeAccessOf(path);
  const expired = session !== null && isSessionExpired(session.expiresAt, now);
  if (expired)
    return access === 'public' ? { redirectTo: null, clearSession: true } : goTo(PATHS.landing, true);
  if (access === 'public') return stay;
  if (!session) return goTo(PATHS.login);

  const { user } = session;
  const home = homePathFor(user.role);
  if (access === 'account') {
    return user.email_verified_at ? goTo(home) : stay;
  }
  if (access === 'management') {
    return isAdminRole(user.role) ? stay : goTo(home);
  }
  // An unknown role must not bounce between /home and itself.
  if (user.role !== Role.User) return goTo(isAdminRole(user.role) ? home : PATHS.landing);
  const target = memberRule(user, path);
  return target && !samePath(path, target) ? goTo(target) : stay;
}
