import { Role, type UserDetails } from '@app/libs';
import { makeUser } from '../../shared/test/user-fixture';
import type { StoredSession } from '../../shared/session/session-storage';
import { resolveRedirect } from './resolve-redirect';

const now = new Date('2025-06-01T12:00:00Z');
const future = '2025-06-02T12:00:00Z';
const past = '2025-06-01T11:59:59Z';

const session = (overrides: Parameters<typeof makeUser>[0] = {}, expiresAt = future): StoredSession => ({
  user: makeUser(overrides),
  expiresAt,
});
const member = (details: Partial<UserDetails>) => session({ details: { ...makeUser().details, ...details } });

describe('resolveRedirect', () => {
  it('lets anyone see public pages', () => {
    expect(resolveRedirect(null, '/login', now)).toEqual({ redirectTo: null, clearSession: false });
    expect(resolveRedirect(null, '/register/abc/def', now).redirectTo).toBeNull();
  });

  it('sends visitors without a session to /login from member and management pages', () => {
    expect(resolveRedirect(null, '/home', now).redirectTo).toBe('/login');
    expect(resolveRedirect(null, '/admin/users/view/7', now).redirectTo).toBe('/login');
    expect(resolveRedirect(null, '/verify-email', now).redirectTo).toBe('/login');
  });

  it('clears an expired session and goes to / from a protected page', () => {
    expect(resolveRedirect(session({}, past), '/home', now)).toEqual({ redirectTo: '/', clearSession: true });
  });

  it('clears an expired session but stays on a public page', () => {
    expect(resolveRedirect(session({}, past), '/login', now)).toEqual({
      redirectTo: null,
      clearSession: true,
    });
  });

  it('sends each role to its own home from the other side', () => {
    expect(resolveRedirect(session(), '/dashboard', now).redirectTo).toBe('/home');
    expect(resolveRedirect(session({ role: Role.Admin }), '/home', now).redirectTo).toBe('/dashboard');
    expect(resolveRedirect(session({ role: Role.SuperAdmin }), '/settings', now).redirectTo).toBe(
      '/dashboard',
    );
  });

  it('lets Admin and SuperAdmin into management pages', () => {
    expect(resolveRedirect(session({ role: Role.Admin }), '/admin/pools', now).redirectTo).toBeNull();
    expect(resolveRedirect(session({ role: Role.SuperAdmin }), '/dashboard', now).redirectTo).toBeNull();
  });

  it('sends an unpaid pay-now member to /pay-now', () => {
    expect(resolveRedirect(member({ pay_now: 'Yes', paid: 'No' }), '/home', now).redirectTo).toBe('/pay-now');
    expect(resolveRedirect(member({ pay_now: 'Yes', paid: 'No' }), '/pay-now', now).redirectTo).toBeNull();
  });

  it('leaves a member who chose pay later on their page, but not on /pay-now', () => {
    const payLater = member({ pay_now: 'Yes', paid: 'No', pay_later: true });
    expect(resolveRedirect(payLater, '/home', now).redirectTo).toBeNull();
    expect(resolveRedirect(payLater, '/pay-now', now).redirectTo).toBe('/pay-now-pending-payment');
  });

  it('does not force pay-now on members who chose to pay by other means', () => {
    expect(resolveRedirect(member({ pay_now: 'No', paid: 'No' }), '/home', now).redirectTo).toBeNull();
  });

  it('sends a member with an unverified email to /verify-email, and a verified one away from it', () => {
    expect(resolveRedirect(session({ email_verified_at: null }), '/home', now).redirectTo).toBe(
      '/verify-email',
    );
    expect(resolveRedirect(session({ email_verified_at: null }), '/verify-email', now).redirectTo).toBeNull();
    expect(resolveRedirect(session(), '/verify-email', now).redirectTo).toBe('/home');
  });

  it('ignores a trailing slash', () => {
    expect(resolveRedirect(null, '/home/', now).redirectTo).toBe('/login');
  });
});
