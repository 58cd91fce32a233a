import { Role } from '@app/libs';
import { screen } from '@testing-library/react';
import { makeUser } from '../../../shared/test/user-fixture';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { SiteHeader } from './site-header';

const signedIn = (role: Role) => ({ user: makeUser({ role }), expiresAt: '2999-01-01T00:00:00Z' });
const links = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('SiteHeader', () => {
  it('offers JOIN NOW and LOGIN to visitors', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'JOIN NOW' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/login');
  });

  it('offers HOME to a member', () => {
    renderWithProviders(<SiteHeader />, { session: signedIn(Role.User) });
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('href')).toBe('/home');
    expect(links()).not.toContain('LOGIN');
  });

  it('offers DASHBOARD to Admin and SuperAdmin', () => {
    renderWithProviders(<SiteHeader />, { session: signedIn(Role.SuperAdmin) });
    expect(screen.getByRole('link', { name: 'DASHBOARD' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows only LOGOUT on the pay-now page', () => {
    renderWithProviders(<SiteHeader logoutOnly />, { session: signedIn(Role.User) });
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeTruthy();
    expect(links().filter((text) => text && /JOIN NOW|LOGIN|HOME|DASHBOARD/.test(text))).toEqual([]);
  });
});
