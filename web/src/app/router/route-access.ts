import { PATHS } from '../../shared/routing/paths';

/**
 * public: anyone; account: any signed-in person (verifying the own email);
 * member: role User; management: Admin or SuperAdmin.
 */
export type RouteAccess = 'public' | 'account' | 'member' | 'management';

const MEMBER_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.settings,
  PATHS.genealogy,
  PATHS.transactions,
  PATHS.buyMore,
  PATHS.paymentMethods,
  PATHS.payNow,
  PATHS.payNowPending,
];

const normalize = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function routeAccessOf(rawPath: string): RouteAccess {
  const path = normalize(rawPath);
  if (MEMBER_PATHS.includes(path)) return 'member';
  if (path === PATHS.dashboard || path === '/admin' || path.startsWith('/admin/')) return 'management';
  if (path === PATHS.verifyEmail) return 'account';
  return 'public';
}
