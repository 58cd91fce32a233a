import { Role, type UserView } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { CreateUserPage } from './create-user-page';

configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(240_000);

function renderCreate(me: UserView = makeUser({ role: Role.Admin })) {
  const stub = installRoutedFetchStub({
    'geo/countries': { status: 200, body: { data: [{ name: 'United States', iso2: 'US' }] } },
    'geo/countries/US/states': { status: 200, body: { data: [{ name: 'Texas', iso2: 'TX' }] } },
    'geo/countries/US/states/TX/cities': {
      status: 200,
      body: { data: [{ name: 'Austin', iso2: 'Austin' }] },
    },
    'geo/dialing-codes': { status: 200, body: { data: [] } },
    'user/all-users': {
      status: 200,
      body: { data: [{ id: 'p-1', fullName: 'Paul Parent', email: 'paul@example.com' }] },
    },
    create: { status: 201, body: { message: 'Registered successfully', data: { id: 'u-new' } } },
  });
  const utils = renderWithProviders(<CreateUserPage />, {
    session: { user: me, expiresAt: '2999-01-01T00:00:00Z' },
    path: '/admin/users/create',
    routes: [{ path: '/admin/users', element: <p>users list</p> }],
  });
  return { stub, ...utils };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
}

async function fillProfile() {
  type('First Name', 'Nina');
  type('Last Name', 'Newman');
  type('Email', 'nina@example.com');
  type('Phone', '5550199');
  fireEvent.click(screen.getByLabelText('Female'));
  type('Street Address', '2 Elm Street');
  await choose('State', 'Texas');
  fireEvent.click(screen.getByRole('button', { name: "Can't find the city?" }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), { target: { value: 'Smallville' } });
  type('Password', 'a-long-password');
  type('Confirm Password', 'a-long-password');
}

describe('CreateUserPage', () => {
  it('requires units, narration and at least one receipt for a member', async () => {
    const { stub } = renderCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Please select at least one receipt')).length).toBeGreaterThan(0);
    expect(screen.getByText('Minimum 1 unit required.')).toBeTruthy();
    expect(screen.getByText('Narration is required')).toBeTruthy();
    expect(stub.calls('create')).toHaveLength(0);
  });

  it('sends every field, the receipts and one Idempotency-Key, then goes to the users list', async () => {
    const { stub, container } = renderCreate();
    await screen.findByRole('button', { name: 'Submit' });
    await fillProfile();
    await choose('Referred By', 'Paul Parent (paul@example.com)');
    await choose('Payment Type', 'Wire Transfer');
    type('No. of Units', '3');
    type('Narration', 'Paid at the office');
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [receipt] } });
    expect(await screen.findByText('receipt.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stub.calls('create')).toHaveLength(1));
    expect(await screen.findByText('users list')).toBeTruthy();
    expect(screen.getByText('Registered successfully')).toBeTruthy();
    const [call] = stub.calls('create');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = call!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      role: 'User',
      fname: 'Nina',
      lname: 'Newman',
      email: 'nina@example.com',
      country_code: '1',
      phone: '5550199',
      gender: 'Female',
      address: '2 Elm Street',
      country: 'United States',
      state: 'Texas',
      city: 'Smallville',
      manual_city: 'true',
      referral: 'p-1',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      unit_purchase_intent: '3',
      narration: 'Paid at the office',
      send_email: 'No',
    });
    expect((body.getAll('receipt[]')[0] as File).name).toBe('receipt.png');
  });

  it('shows the server field errors and keeps the admin on the form', async () => {
    const { stub } = renderCreate(makeUser({ role: Role.SuperAdmin }));
    stub.routes.create = {
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: { email: ['The email has already been taken.'] },
      },
    };
    await screen.findByRole('button', { name: 'Submit' });
    await choose('Role', 'Admin');
    await waitFor(() =>
      expect(screen.queryByText('How many units do you want to transfer to this user?')).toBeNull(),
    );
    await fillProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The email has already been taken.')).toBeTruthy();
    const [call] = stub.calls('create');
    expect(call!.headers.get('Idempotency-Key')).toBeNull();
    expect((call!.body as FormData).get('role')).toBe('Admin');
    expect((call!.body as FormData).get('unit_purchase_intent')).toBeNull();
  });

  it('offers the role only to a SuperAdmin', async () => {
    renderCreate();
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
  });
});
