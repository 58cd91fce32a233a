import { Role, type AdminUserRow, type Paginated } from '@app/libs';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminUsersPage } from './admin-users-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const row = (over: Partial<AdminUserRow>): AdminUserRow => ({
  id: 'u-2',
  fname: 'Grace',
  lname: 'Hopper',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  role: Role.User,
  referralLink: 'http://localhost/referral/u-2/tok',
  created_at: '2026-03-04T12:00:00Z',
  payment_status: 'Yes',
  ...over,
});

const page = (data: AdminUserRow[], total = data.length, current = 1): Paginated<AdminUserRow> => ({
  data,
  current_page: current,
  per_page: 10,
  total,
  last_page: Math.max(1, Math.ceil(total / 10)),
  prev_page_url: null,
  next_page_url: null,
  links: [],
});

const params = (request: SeenRequest) => new URL(request.url, 'http://localhost').searchParams;

function renderUsers() {
  const stub = installRoutedFetchStub({
    'admin/user/fetch-all': (request) => {
      const search = params(request).get('search');
      if (search === 'nobody') return { status: 200, body: { data: page([]) } };
      return {
        status: 200,
        body: {
          data: page(
            [
              row({}),
              row({ id: 'u-3', fullName: 'Alan Turing', email: 'alan@example.com', payment_status: 'No' }),
            ],
            25,
            Number(params(request).get('page') ?? 1),
          ),
        },
      };
    },
  });
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
  renderWithProviders(<AdminUsersPage />, {
    session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/admin/users',
  });
  return stub;
}

describe('AdminUsersPage', () => {
  it('lists users with email link, role, date, Paid/Unpaid badge and details link', async () => {
    renderUsers();
    const email = await screen.findByRole('link', { name: 'grace@example.com' });
    expect(email.getAttribute('href')).toBe('/admin/users/view/u-2');
    expect(screen.getAllByText('Member')).toHaveLength(2);
    expect(screen.getAllByText('03-04-2026')).toHaveLength(2);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show details of Alan Turing' }).getAttribute('href')).toBe(
      '/admin/users/view/u-3',
    );
    expect(screen.getByRole('link', { name: /Add User/ }).getAttribute('href')).toBe('/admin/users/create');
  });

  it('asks for page 1 with 10 per page, then the page clicked', async () => {
    const stub = renderUsers();
    await screen.findByText('grace@example.com');
    expect(params(stub.calls('admin/user/fetch-all')[0]).get('perPage')).toBe('10');
    expect(params(stub.calls('admin/user/fetch-all')[0]).get('page')).toBe('1');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(stub.calls('admin/user/fetch-all').some((r) => params(r).get('page') === '3')).toBe(true),
    );
  });

  it('searches once the admin stops typing, from page 1, and says when nothing matches', async () => {
    const stub = renderUsers();
    await screen.findByText('grace@example.com');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'nob' } });
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No record found.')).toBeTruthy();
    const searches = stub.calls('admin/user/fetch-all').map((r) => params(r).get('search'));
    expect(searches).not.toContain('nob');
    expect(searches).toContain('nobody');
  });

  it('copies the referral link of a row', async () => {
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the referral link of Grace Hopper' }));
    await waitFor(() =>
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith('http://localhost/referral/u-2/tok'),
    );
    expect(await screen.findByText('Referral copied to clipboard')).toBeTruthy();
  });
});
