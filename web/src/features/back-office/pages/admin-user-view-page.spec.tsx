import { Role, type NetworkPlacement, type TreeLevel, type UserView } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminUserViewPage } from './admin-user-view-page';

configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(240_000);

const viewed = makeUser({
  id: 'u-2',
  fname: 'Grace',
  lname: 'Hopper',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  referral_user: 'Paul Parent',
  payment_status: 'No',
  created_at: '2026-03-04T12:00:00Z',
});
const parent = { id: 'p-1', fullName: 'Paul Parent', email: 'paul@example.com' };
const placement = (over: Partial<NetworkPlacement> = {}): NetworkPlacement => ({
  parent,
  children_count: 1,
  tiers: { max: 1, total: 1, total_units: 2 },
  ...over,
});
const child = {
  id: 'c-1',
  fullName: 'Carl Child',
  profile: null,
  balance_units: 2,
  children_count: 1,
  referrals: [],
};
const level = (nodes: TreeLevel['referrals']): TreeLevel => ({
  referrals: nodes,
  total: nodes.length,
  page: 1,
  per_page: 50,
});
const ok = { status: 200, body: { message: 'ok', data: {} } };
const query = (request: SeenRequest) => new URL(request.url, 'http://localhost').searchParams;

function renderView({ me = makeUser({ id: 'a-1', role: Role.Admin }), where = placement() } = {}) {
  const stub = installRoutedFetchStub({
    'admin/users/u-2': { status: 200, body: { data: viewed } },
    'admin/user/network/u-2': { status: 200, body: { data: where } },
    'admin/user/get-user-tree': (request) => ({
      status: 200,
      body: {
        data:
          query(request).get('parent') === 'c-1'
            ? level([{ ...child, id: 'g-1', fullName: 'Gina Grandchild', children_count: 0 }])
            : level([child]),
      },
    }),
    'user/fetch-all/exclusive-of-my-network': {
      status: 200,
      body: {
        data: {
          data: [{ id: 'n-1', fullName: 'Nora New', email: 'nora@example.com' }],
          total: 1,
          page: 1,
          per_page: 50,
        },
      },
    },
    'user/assign-parent': ok,
    'user/update-payment-status': ok,
    'user/update-password': ok,
    'admin/user/delete': ok,
    'admin/user/change-role': ok,
    'user/update-user': { status: 200, body: { message: 'ok', data: viewed } },
  });
  openView('u-2', me);
  return { stub };
}

/** The page reads its id from the route, so the test starts elsewhere and navigates to it. */
function openView(id: string, me: UserView) {
  renderWithProviders(<Navigate replace to={`/admin/users/view/${id}`} />, {
    session: { user: me, expiresAt: '2999-01-01T00:00:00Z' },
    path: '/start',
    routes: [
      {
        path: '/admin/users/view/:id',
        element: <AdminUserViewPage units={(userId) => <p>units of {userId}</p>} />,
      },
      { path: '/admin/users', element: <p>users list</p> },
    ],
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
}

describe('AdminUserViewPage', () => {
  it('shows the rows, the parent tier, the units slot and the tree; changes the payment status', async () => {
    const { stub } = renderView();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('+1 5550100')).toBeTruthy();
    expect(screen.getByText('03-04-2026')).toBeTruthy();
    expect(screen.getByText('units of u-2')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Paul Parent' })).getAttribute('href')).toBe(
      '/admin/users/view/p-1',
    );
    expect(screen.getByRole('button', { name: 'Edit Parent Tier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'edit Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    await choose('Payment Status', 'Done');
    expect(await screen.findByText('Payment status updated successfully')).toBeTruthy();
    expect(stub.calls('user/update-payment-status')[0]!.body).toEqual({ id: 'u-2', status: 'Yes' });
    // The tree opens one level at a time.
    expect(await screen.findByText('Carl Child')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-tree-switcher')!);
    expect(await screen.findByText('Gina Grandchild')).toBeTruthy();
    expect(stub.calls('admin/user/get-user-tree').map((r) => query(r).get('parent'))).toEqual([null, 'c-1']);
  });

  it('assigns a parent tier to a top-level member from the users outside its network', async () => {
    const { stub } = renderView({ where: placement({ parent: null }) });
    await screen.findByRole('button', { name: 'ASSIGN PARENT TIER' });
    fireEvent.click(screen.getByRole('button', { name: 'ASSIGN PARENT TIER' }));
    expect(await screen.findByText('Please choose the parent tier')).toBeTruthy();
    await choose('Search a user by email', 'Nora New (nora@example.com)');
    fireEvent.click(screen.getByRole('button', { name: 'ASSIGN PARENT TIER' }));
    expect(await screen.findByText('Parent tier assigned successfully')).toBeTruthy();
    expect(stub.calls('user/assign-parent')[0]!.body).toEqual({ id: 'u-2', parent: 'n-1' });
    expect(stub.calls('user/fetch-all/exclusive-of-my-network')[0]!.body).toMatchObject({ id: 'u-2' });
  });

  it('updates the password of the user', async () => {
    const { stub } = renderView();
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    const card = screen
      .getByText('Update Password', { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement;
    fireEvent.change(within(card).getByLabelText('Password'), { target: { value: 'new-password-1' } });
    fireEvent.change(within(card).getByLabelText('Confirm Password'), {
      target: { value: 'new-password-1' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(stub.calls('user/update-password')[0]!.body).toEqual({
      id: 'u-2',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });

  it('lets a SuperAdmin delete a member and move the children under another user', async () => {
    const { stub } = renderView({ me: makeUser({ id: 's-1', role: Role.SuperAdmin }) });
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warning')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure to delete this User?')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Move them under another user'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(
      await within(dialog).findByText('Please choose the user to move the referrals under'),
    ).toBeTruthy();
    await choose('Search the new parent by email', 'Nora New (nora@example.com)');
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('users list')).toBeTruthy();
    expect(stub.calls('admin/user/delete')[0]!.body).toEqual({ id: 'u-2', parent: 'n-1' });
  });

  it('lets a SuperAdmin change the role, and edits the details with the user id', async () => {
    const { stub } = renderView({ me: makeUser({ id: 's-1', role: Role.SuperAdmin }) });
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    expect(screen.getByRole('button', { name: 'Change Role' }).hasAttribute('disabled')).toBe(true);
    await choose('Role', 'Admin');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Role' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    // The member leaves the network with this change: the confirmation says so before anything is sent.
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Change role')).toBeTruthy();
    expect(within(confirm).getByText('Change the role of Grace Hopper: Member → Admin?')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Grace Hopper will leave the referral network. Their direct referrals, with everyone below them, move up one tier and stay there.',
      ),
    ).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Made a Member again, Grace Hopper will return under Paul Parent, if Paul Parent is still in the network.',
      ),
    ).toBeTruthy();
    expect(stub.calls('admin/user/change-role')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Role changed successfully')).toBeTruthy();
    expect(stub.calls('admin/user/change-role')[0]!.body).toEqual({ id: 'u-2', role: 'Admin' });

    fireEvent.click(screen.getByRole('button', { name: 'edit Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit User Details')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'grace.h@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User details updated successfully')).toBeTruthy();
    expect(stub.calls('user/update-user')[0]!.body).toEqual({
      id: 'u-2',
      fname: 'Grace',
      lname: 'Hopper',
      email: 'grace.h@example.com',
      country_code: '1',
      phone: '5550100',
      gender: 'Female',
      address: '1 Main Street',
      address_line2: null,
      country: 'United States',
      state: 'Texas',
      city: 'Austin',
    });
  });

  it("says 'User not found' for an unknown id", async () => {
    installRoutedFetchStub({
      'admin/users/missing': { status: 404, body: { code: 'NOT_FOUND', message: 'Not Found' } },
    });
    openView('missing', makeUser({ role: Role.Admin }));
    expect(await screen.findByText('User not found')).toBeTruthy();
  });
});
