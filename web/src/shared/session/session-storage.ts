import type { UserView } from '@app/libs';

/** Keys fixed by the API contract; the token itself lives in an httpOnly cookie, never here. */
export const AUTH_USER_KEY = 'auth_user';
export const AUTH_EXPIRATION_KEY = 'auth_expiration';

export interface StoredSession {
  user: UserView;
  expiresAt: string;
}

export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const rawUser = storage.getItem(AUTH_USER_KEY);
  const expiresAt = storage.getItem(AUTH_EXPIRATION_KEY);
  if (!rawUser || !expiresAt) return null;
  try {
    const user = JSON.parse(rawUser) as UserView;
    return user && typeof user === 'object' && user.id ? { user, expiresAt } : null;
  } catch {
    // A hand-edited or truncated entry must not break start-up; treat it as signed out.
    return null;
  }
}

export function writeStoredSession(
  session: StoredSession | null,
  storage: Storage = window.localStorage,
): void {
  if (!session) {
    storage.removeItem(AUTH_USER_KEY);
    storage.removeItem(AUTH_EXPIRATION_KEY);
    return;
  }
  storage.setItem(AUTH_USER_KEY, JSON.stringify(session.user));
  storage.setItem(AUTH_EXPIRATION_KEY, session.expiresAt);
}

export const isSessionExpired = (expiresAt: string, now: Date): boolean => {
  const expiry = Date.parse(expiresAt);
  return Number.isNaN(expiry) || expiry <= now.getTime();
};
