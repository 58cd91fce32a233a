import { Role, type AdminReceiptView, type AwaitingUser } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminReceiptListPage, awaitingRow, receiptRow } from './admin-receipt-list-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const owner = {
  id: 'u1',
  fname: 'Ana',
  lname: 'Bell',
  fullName: 'Ana Bell',
  email: 'ana@example.com',
  country_code: '1',
  phone: '1',
  city: 'c',
  state: 's',
  country: 'US',
};
const receipt = (id: string, source: AdminReceiptView['source']): AdminReceiptView => ({
  id,
  source,
  pay_type: 'Wire',
  paid: 'Requested',
  reject_reason: null,
  receipt: [],
  unit_purchase_intent: 1,
  units_approved: null,
  narration: null,
  created_at: '',
  updated_at: '',
  user: { ...owner, id: `owner-of-${id}`, email: `${id}@example.com` },
});
const awaiting: AwaitingUser = {
  id: 'u1',
  fullName: 'Ana Bell',
  email: 'ana@example.com',
  user: owner,
  receipt_id: 'r-act',
  details: {
    unit_purchase_intent: 1,
    pay_type: 'ACH',
    pay_now: 'No',
    pay_later: false,
    paid: 'Requested',
    reject_reason: null,
    receipt: [],
  },
  amount_cents: 50_000,
  amount: 500,
  created_at: '',
};

describe('receipt list rows', () => {
  it('opens the verification view for a member awaiting it and for account receipts, else the receipt', () => {
    expect(awaitingRow(awaiting)).toMatchObject({
      key: 'r-act',
      details: '/admin/receipt/verification/view/u1',
    });
    expect(receiptRow(receipt('r-act', 'activation'), 'gone').details).toBe(
      '/admin/receipt/verification/view/owner-of-r-act',
    );
    expect(receiptRow(receipt('r-buy', 'purchase'), 'gone').details).toBe('/admin/receipt/view/r-buy');
    expect(receiptRow({ ...receipt('r-old', 'activation'), user: null }, 'gone')).toMatchObject({
      name: 'gone',
      details: '/admin/receipt/view/r-old',
    });
  });
});

const pageOf =
  <T,>(data: T[], total: number) =>
  (request: SeenRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const perPage = Number(query.get('perPage'));
    return {
      status: 200,
      body: {
        data,
        total,
        current_page: Number(query.get('page')),
        per_page: perPage,
        last_page: Math.ceil(total / perPage),
      },
    };
  };
const queryOf = (request: SeenRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

describe('AdminReceiptListPage', () => {
  function renderPage() {
    const stub = installRoutedFetchStub({
      'admin/user/receipt-verification-users': pageOf([awaiting], 1),
      'receipt/fetch-all': pageOf([receipt('r-buy', 'purchase')], 31),
    });
    renderWithProviders(<AdminReceiptListPage />, {
      session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
      path: '/admin/receipt/list',
    });
    return stub;
  }

  it('shows the members awaiting verification and all receipts, each paged on its own', async () => {
    const stub = renderPage();
    const awaitingCard = (await screen.findByRole('heading', { name: 'Awaiting Verification' })).closest(
      '.ant-card',
    ) as HTMLElement;
    const allCard = screen.getByRole('heading', { name: 'All Receipts' }).closest('.ant-card') as HTMLElement;
    expect(await within(awaitingCard).findByText('ana@example.com')).toBeTruthy();
    expect(
      within(awaitingCard).getByRole('link', { name: 'Show Details of Ana Bell' }).getAttribute('href'),
    ).toBe('/admin/receipt/verification/view/u1');
    expect(await within(allCard).findByText('r-buy@example.com')).toBeTruthy();
    expect(stub.calls('receipt/fetch-all').map(queryOf)).toEqual([{ page: '1', perPage: '10' }]);
    fireEvent.click(within(allCard).getByTitle('4'));
    await waitFor(() =>
      expect(stub.calls('receipt/fetch-all').map(queryOf).at(-1)).toEqual({ page: '4', perPage: '10' }),
    );
    // Paging one list leaves the other where it was.
    expect(stub.calls('admin/user/receipt-verification-users').map(queryOf)).toEqual([
      { page: '1', perPage: '10' },
    ]);
  });

  it('one search narrows both lists, from page 1', async () => {
    const stub = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search receipts' });
    fireEvent.change(search, { target: { value: 'ana@example.com' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const wanted = { page: '1', perPage: '10', search: 'ana@example.com' };
    await waitFor(() => expect(stub.calls('receipt/fetch-all').map(queryOf).at(-1)).toEqual(wanted));
    await waitFor(() =>
      expect(stub.calls('admin/user/receipt-verification-users').map(queryOf).at(-1)).toEqual(wanted),
    );
  });
});
