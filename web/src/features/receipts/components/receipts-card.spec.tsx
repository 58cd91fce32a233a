import type { ReceiptView } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { ReceiptsCard } from './receipts-card';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const receipt = (over: Partial<ReceiptView>): ReceiptView => ({
  id: 'r-1',
  source: 'purchase',
  pay_type: 'Wire Transfer',
  paid: 'Requested',
  reject_reason: null,
  receipt: ['/api/files/receipts/a.png', '/api/files/receipts/b.png'],
  unit_purchase_intent: 4,
  units_approved: null,
  created_at: '2026-03-04T10:00:00Z',
  updated_at: '2026-03-04T10:00:00Z',
  ...over,
});

function renderCard(receipts: ReceiptView[]) {
  const stub = installRoutedFetchStub({
    'receipt/fetch': { status: 200, body: { data: receipts } },
    'receipt/store': { status: 200, body: { message: 'ok', data: receipts[0] } },
    'user/fetch': { status: 200, body: { data: makeUser() } },
  });
  renderWithProviders(<ReceiptsCard />, {
    session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/transactions',
  });
  return stub;
}
const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

describe('ReceiptsCard', () => {
  it('lists receipts with their state, date as MM-DD-YYYY and numbered previews', async () => {
    renderCard([receipt({}), receipt({ id: 'r-2', paid: 'Yes', receipt: [] })]);
    expect(await screen.findAllByText('03-04-2026')).toHaveLength(2);
    expect(screen.getByText('Awaiting')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    const preview = screen.getByRole('link', { name: 'Preview 2' });
    expect(preview.getAttribute('href')).toBe('/api/files/receipts/b.png');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: /Try Again/ })).toBeNull();
  });

  it('checks units, pay type and files of a new receipt', async () => {
    renderCard([]);
    fireEvent.click(await screen.findByRole('button', { name: /Upload Receipt/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('No. of Units'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Minimum 1 unit required.')).toBeTruthy();
    expect(within(dialog).getByText('Please select a pay type')).toBeTruthy();
    expect(within(dialog).getByText('Please select at least one receipt')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Pay Type' }));
    // One vocabulary of offline pay types (ADR 0031): no second spelling of the same way to pay.
    for (const option of ['Crypto Currency', 'PayPal', 'ACH', 'Wire Transfer']) {
      expect(await screen.findByTitle(option)).toBeTruthy();
    }
    expect(screen.queryByTitle('Wire')).toBeNull();
    expect(screen.queryByTitle('ACH (USA only)')).toBeNull();
  });

  // Issue 19, finding 5: Try Again was empty for a member's 'Wire Transfer', which the old options lacked.
  it.each([
    ['Wire Transfer', 'stored canonical'],
    ['Wire', 'stored in the older spelling'],
  ])(
    "Try Again of a receipt paid by %p (%s) is prefilled with 'Wire Transfer', its units and the reason",
    async (payType) => {
      const stub = renderCard([
        receipt({
          paid: 'Rejected',
          reject_reason: 'Amount unreadable',
          pay_type: payType,
          unit_purchase_intent: 5,
        }),
      ]);
      const row = (await screen.findByText('Amount unreadable')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Wire Transfer')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: /Try Again/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Update Receipt')).toBeTruthy();
      expect(within(dialog).getByText('Your receipt was rejected')).toBeTruthy();
      expect(within(dialog).getByText('Amount unreadable')).toBeTruthy();
      expect((within(dialog).getByLabelText('No. of Units') as HTMLInputElement).value).toBe('5');
      expect(within(dialog).getByTitle('Wire Transfer')).toBeTruthy();
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
        target: { files: [png('wire.png')] },
      });
      await within(dialog).findByText('wire.png');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(stub.calls('receipt/store')).toHaveLength(1));
      expect((stub.calls('receipt/store')[0].body as FormData).get('pay_type')).toBe('Wire Transfer');
    },
  );

  it("reopens a rejected receipt prefilled as 'Update Receipt' from 'Try Again'", async () => {
    const stub = renderCard([
      receipt({
        paid: 'Rejected',
        reject_reason: 'Blurred',
        pay_type: 'ACH (USA only)',
        unit_purchase_intent: 7,
      }),
    ]);
    expect(await screen.findByText('Blurred')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update Receipt')).toBeTruthy();
    expect((within(dialog).getByLabelText('No. of Units') as HTMLInputElement).value).toBe('7');
    // Stored in the older spelling: prefilled as its canonical pay type.
    expect(within(dialog).getByTitle('ACH')).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png('again.png')] } });
    await within(dialog).findByText('again.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(stub.calls('receipt/store')).toHaveLength(1));
    const body = stub.calls('receipt/store')[0].body as FormData;
    expect(body.get('id')).toBe('r-1');
    expect(body.get('unit_purchase_intent')).toBe('7');
    expect(body.get('pay_type')).toBe('ACH');
    expect(body.getAll('receipt[]')).toHaveLength(1);
    expect(stub.calls('receipt/store')[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Receipt updated successfully')).toBeTruthy();
  });
});
