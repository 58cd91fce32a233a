import { Role, type DashboardData } from '@app/libs';
import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { DashboardPage } from './dashboard-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const data: DashboardData = {
  total_users: 1234,
  total_users_this_week: 7,
  total_users_paid: 1000,
  total_users_free: 234,
  top_leaders: [
    {
      id: 'u-9',
      fullName: 'Lena Leader',
      email: 'lena@example.com',
      profile: null,
      created_at: '2026-01-15T09:00:00Z',
      referrals_count: 42,
    },
  ],
  signups: [{ date: '2026-03-01', value: 3 }],
  units: [{ date: '2026-03-01', value: 12 }],
};

function renderDashboard(body: DashboardData) {
  installRoutedFetchStub({ 'admin/dashboard-data': { status: 200, body: { data: body } } });
  renderWithProviders(<DashboardPage />, {
    session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/dashboard',
  });
}

describe('DashboardPage', () => {
  it('shows the three counters with the week count', async () => {
    renderDashboard(data);
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('+7 this week')).toBeTruthy();
    expect(screen.getByText('Paid Customers')).toBeTruthy();
    expect(screen.getByText('1,000')).toBeTruthy();
    expect(screen.getByText('Unpaid Customers')).toBeTruthy();
    expect(screen.getByText('234')).toBeTruthy();
  });

  it('ranks the top leaders with a link to each one and their referral count', async () => {
    renderDashboard(data);
    const link = await screen.findByRole('link', { name: 'lena@example.com' });
    expect(link.getAttribute('href')).toBe('/admin/users/view/u-9');
    const row = link.closest('tr')!;
    expect(within(row).getByText('1')).toBeTruthy();
    expect(within(row).getByText('Lena Leader')).toBeTruthy();
    expect(within(row).getByText('01-15-2026')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();
  });

  it("says 'No record found.' without leaders and still draws the charts", async () => {
    renderDashboard({ ...data, top_leaders: [] });
    expect(await screen.findByText('No record found.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Sign-ups per day (last 90 days)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Units per day (last 90 days)' })).toBeTruthy();
  });
});
