import { Role } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../shared/test/render-with-providers';
import { makeUser } from '../../shared/test/user-fixture';
import { AdminLayout } from './admin-layout';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

describe('AdminLayout', () => {
  it("offers Copy Referral in the admin's account menu, as the Users list does, besides Log out", async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
    const admin = makeUser({
      role: Role.SuperAdmin,
      fullName: 'Sue Admin',
      referralLink: 'http://localhost/referral/a-1/tok',
    });
    renderWithProviders(<AdminLayout />, {
      session: { user: admin, expiresAt: '2999-01-01T00:00:00Z' },
      path: '/dashboard',
    });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await waitFor(() => expect(document.querySelector('.ant-dropdown')).not.toBeNull());
    const items = within(document.querySelector<HTMLElement>('.ant-dropdown')!).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Copy Referral', 'Log out']);
    fireEvent.click(items[0]!);
    await waitFor(() =>
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith('http://localhost/referral/a-1/tok'),
    );
    expect(await screen.findByText('Referral copied to clipboard')).toBeTruthy();
  });
});
