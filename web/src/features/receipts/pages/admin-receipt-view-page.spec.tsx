import { Role, type AdminReceiptView } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminReceiptViewPage } from './admin-receipt-view-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const requested: AdminReceiptView = {
  id: 'r-9',
  source: 'purchase',
  pay_type: 'Wire',
  paid: 'Requested',
  reject_reason: null,
  receipt: ['/api/files/receipts/x.png'],
  unit_purchase_intent: 5,
  units_approved: null,
  narration: null,
  created_at: '2026-03-04T10:00:00Z',
  updated_at: '2026-03-04T10:00:00Z',
  user: {
    id: 'u-7',
    fname: 'Ada',
    lname: 'Lender',
    fullName: 'Ada Lender',
    email: 'ada@example.com',
    country_code: '1',
    phone: '5550100',
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
  },
};

function renderView() {
  const stub = installRoutedFetchStub({
    'receipt/view': { status: 200, body: { data: requested } },
    'receipt/approve': { status: 200, body: { message: 'ok', data: {} } },
    'receipt/reject': { status: 200, body: { message: 'ok', data: {} } },
  });
  renderWithProviders(<AdminReceiptViewPage />, {
    session: { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/admin/receipt/view/:id',
  });
  return stub;
}

describe('AdminReceiptViewPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('asks for a reject reason, then rejects with it', async () => {
    // The memory router starts at the route pattern; the id param is the literal ':id'.
    const stub = renderView();
    expect(await screen.findByText('+1 5550100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please type reject reason!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rejection reason'), { target: { value: 'Wrong amount' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Receipt rejected successfully!')).toBeTruthy();
    const [call] = stub.calls('receipt/reject');
    expect(call.body).toEqual({ id: ':id', reject_reason: 'Wrong amount' });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('approves through the Transfer Units modal with units and narration', async () => {
    const stub = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('No. of Units') as HTMLInputElement).value).toBe('5');
    fireEvent.change(within(dialog).getByLabelText('No. of Units'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer Units' }));
    expect(await within(dialog).findByText('Minimum 1 unit required.')).toBeTruthy();
    expect(within(dialog).getByText('Narration is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('No. of Units'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Narration'), { target: { value: 'Wire of March' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer Units' }));
    expect(await screen.findByText('Receipt approved and units transferred successfully!')).toBeTruthy();
    await waitFor(() => expect(stub.calls('receipt/approve')).toHaveLength(1));
    expect(stub.calls('receipt/approve')[0].body).toEqual({ id: ':id', unit: 4, narration: 'Wire of March' });
  });
});
