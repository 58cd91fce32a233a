import type { ReceiptStatus } from '@app/libs';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { HomeReceiptAction } from './home-receipt-action';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const member = (paid: ReceiptStatus, pay_now: 'Yes' | 'No' = 'No', reject_reason: string | null = null) =>
  makeUser({
    details: {
      paid,
      pay_now,
      pay_later: false,
      pay_type: 'ACH',
      unit_purchase_intent: 2,
      reject_reason,
      receipt: [],
    },
  });
const renderFor = (user: ReturnType<typeof makeUser>) =>
  renderWithProviders(<HomeReceiptAction />, {
    session: { user, expiresAt: '2999-01-01T00:00:00Z' },
    path: '/home',
  });

function pngFile(name = 'receipt.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

describe('HomeReceiptAction', () => {
  it('shows nothing when the member chose to pay now, or once approved', () => {
    installRoutedFetchStub({});
    renderFor(member('No', 'Yes'));
    expect(screen.queryByRole('button')).toBeNull();
    renderFor(member('Yes'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a plain 'Requested for Approval' while the receipt is reviewed", () => {
    installRoutedFetchStub({});
    renderFor(member('Requested'));
    expect(screen.getByText('Requested for Approval')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("opens the upload modal with the reason from 'Rejected'", async () => {
    installRoutedFetchStub({});
    renderFor(member('Rejected', 'No', 'The amount is unreadable'));
    fireEvent.click(screen.getByRole('button', { name: /Rejected/ }));
    expect(await screen.findByText('The amount is unreadable')).toBeTruthy();
    expect(screen.getByText('Your receipt was rejected')).toBeTruthy();
  });

  it('asks for at least one receipt, takes images only, and sends the listed ones as receipt[]', async () => {
    const stub = installRoutedFetchStub({
      'user/upload/receipt': { status: 200, body: { message: 'ok', data: {} } },
      'user/fetch': { status: 200, body: { data: member('Requested') } },
    });
    const { store } = renderFor(member('No'));
    fireEvent.click(screen.getByRole('button', { name: /Upload Receipt/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findAllByText('Please select at least one receipt')).length).toBeGreaterThan(0);

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pngFile('a.png'), pngFile('b.jpg')] } });
    await screen.findByText('b.jpg');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'c.pdf', { type: 'application/pdf' })] },
    });
    // The picker accepts images only: a PDF never joins the list.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('c.pdf')).toBeNull();
    // Each file can be taken off the list before sending.
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    await waitFor(() => expect(screen.queryByText('b.jpg')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(store.getState().session.session?.user.details.paid).toBe('Requested'));
    const [call] = stub.calls('user/upload/receipt');
    const body = call.body as FormData;
    expect(body.getAll('receipt[]').map((f) => (f as File).name)).toEqual(['a.png']);
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, so one upload opens one payment', async () => {
    let attempts = 0;
    const stub = installRoutedFetchStub({
      'user/upload/receipt': () =>
        ++attempts === 1
          ? new TypeError('Failed to fetch')
          : { status: 200, body: { message: 'ok', data: {} } },
      'user/fetch': { status: 200, body: { data: member('Requested') } },
    });
    renderFor(member('No'));
    fireEvent.click(screen.getByRole('button', { name: /Upload Receipt/ }));
    const input = (await screen.findByRole('dialog')).querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pngFile('a.png')] } });
    await screen.findByText('a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(stub.calls('user/upload/receipt')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(stub.calls('user/upload/receipt')).toHaveLength(2));
    const [first, second] = stub.calls('user/upload/receipt');
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });
});
