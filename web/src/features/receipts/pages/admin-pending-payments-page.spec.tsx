import { Role, type AwaitingUser } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminPendingPaymentsPage } from './admin-pending-payments-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(180_000);

const owner = {
  id: 'u-3',
  fname: 'Paula',
  lname: 'Later',
  fullName: 'Paula Later',
  email: 'paula@example.com',
  country_code: '1',
  phone: '5550101',
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
};
const awaiting: AwaitingUser = {
  id: 'u-3',
  fullName: 'Paula Later',
  email: 'paula@example.com',
  user: owner,
  receipt_id: 'r-3',
  details: {
    unit_purchase_intent: 2,
    pay_type: 'Wire Transfer',
    pay_now: 'Yes',
    pay_later: true,
    paid: 'No',
    reject_reason: null,
    receipt: [],
  },
  amount_cents: 100_000,
  amount: 1000,
  created_at: '2026-03-04T10:00:00Z',
};

/** The server's page of pending payments: `total` members, this page holding `awaiting`. */
const page = (url: string, total = 1) => {
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    status: 200,
    body: {
      data: [awaiting],
      total,
      current_page: Number(query.get('page')),
      per_page: Number(query.get('perPage')),
      last_page: Math.ceil(total / Number(query.get('perPage'))),
    },
  };
};

function renderList(total = 1) {
  const stub = installRoutedFetchStub({
    'admin/user/pending-payments': (request) => page(request.url, total),
    'user/receipt/approve-transfer': { status: 200, body: { message: 'ok', data: {} } },
    'user/receipt/action': { status: 200, body: { message: 'ok', data: {} } },
  });
  renderWithProviders(<AdminPendingPaymentsPage />, {
    session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/admin/pending/payments',
  });
  return stub;
}

describe('AdminPendingPaymentsPage', () => {
  it('lists pay-later members with units and the amount from cents', async () => {
    renderList();
    expect(await screen.findByText('paula@example.com')).toBeTruthy();
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText('Wire Transfer')).toBeTruthy();
  });

  it('asks for the first page of 10, then searches from page 1 and pages on', async () => {
    const stub = renderList(25);
    expect(await screen.findByText('paula@example.com')).toBeTruthy();
    const asked = () =>
      stub
        .calls('admin/user/pending-payments')
        .map((r) => Object.fromEntries(new URL(r.url, 'http://localhost').searchParams));
    expect(asked()[0]).toEqual({ page: '1', perPage: '10' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ page: '3', perPage: '10' }));
    const search = screen.getByRole('searchbox', { name: 'Search pending payments' });
    fireEvent.change(search, { target: { value: ' Paula ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked().at(-1)).toEqual({ page: '1', perPage: '10', search: 'Paula' }));
  });

  it('goes back to the last page with rows when the page shown has emptied meanwhile', async () => {
    let total = 11;
    const stub = installRoutedFetchStub({
      'admin/user/pending-payments': (request) => {
        const answer = page(request.url, total);
        const asked = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        // Someone decided the last pending payment before page 2 was read.
        if (asked === 2) total = 10;
        return asked > Math.ceil(total / 10)
          ? { ...answer, body: { ...answer.body, data: [], total, last_page: Math.ceil(total / 10) } }
          : answer;
      },
    });
    renderWithProviders(<AdminPendingPaymentsPage />, {
      session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
      path: '/admin/pending/payments',
    });
    expect(await screen.findByText('paula@example.com')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    const pages = () =>
      stub
        .calls('admin/user/pending-payments')
        .map((r) => new URL(r.url, 'http://localhost').searchParams.get('page'));
    await waitFor(() => expect(pages()).toEqual(['1', '2']));
    // Page 1 again (from the cache of its first reading), not an empty page 2.
    await waitFor(() =>
      expect(screen.getByTitle('1').classList.contains('ant-pagination-item-active')).toBe(true),
    );
    expect(await screen.findByText('paula@example.com')).toBeTruthy();
  });

  it('approves with units, narration and approval reason; at least one unit', async () => {
    const stub = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('No. of Units'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('There should be at least one unit')).toBeTruthy();
    expect(within(dialog).getByText('Narration is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('No. of Units'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Narration'), { target: { value: 'Paid by wire' } });
    fireEvent.change(within(dialog).getByLabelText('Approval reason'), {
      target: { value: 'Funds arrived' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully!')).toBeTruthy();
    await waitFor(() => expect(stub.calls('user/receipt/approve-transfer')).toHaveLength(1));
    const [call] = stub.calls('user/receipt/approve-transfer');
    expect(call.body).toEqual({
      user: 'u-3',
      unit: 2,
      narration: 'Paid by wire',
      pending_payment: true,
      approval_reason: 'Funds arrived',
    });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('rejects with a required reason', async () => {
    const stub = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please type reject reason!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), { target: { value: 'No funds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully!')).toBeTruthy();
    expect(stub.calls('user/receipt/action')[0].body).toEqual({
      user_id: 'u-3',
      action: 'reject',
      reject_reason: 'No funds',
      pending_payment: true,
    });
  });
});
