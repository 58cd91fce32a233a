import type { PaymentMethodView } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { PaymentMethodsPanel } from './payment-methods-panel';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const card = (id: string, last4: string, preferred: 0 | 1): PaymentMethodView => ({
  id,
  card_type: 'Visa',
  card_number: `**** **** **** ${last4}`,
  last4,
  expiry: '12/39',
  preferred,
});

function renderPanel() {
  const stub = installRoutedFetchStub({
    'user/payment-methods': { status: 200, body: { data: [card('c1', '4242', 1), card('c2', '1881', 0)] } },
    'payment/gateway': { status: 200, body: { data: { gateway: 'test', publishable_key: null } } },
    'payment/test-gateway/tokens': {
      status: 200,
      body: { data: { token: 'tok_9', brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2040 } },
    },
    'user/add-payment-method': { status: 200, body: { message: 'ok', data: card('c3', '4242', 0) } },
    'user/card-make-preferred': { status: 200, body: { message: 'ok', data: [] } },
    'user/delete-payment-method': { status: 200, body: { message: 'ok', data: [] } },
  });
  renderWithProviders(<PaymentMethodsPanel />, {
    session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/settings',
  });
  return stub;
}
const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('PaymentMethodsPanel', () => {
  it('offers no delete or make-preferred on the preferred card', async () => {
    renderPanel();
    await screen.findByText('Visa ending in 4242');
    const preferred = rowOf('Visa ending in 4242');
    expect(within(preferred).getByText('Preferred')).toBeTruthy();
    expect(within(preferred).queryByRole('button')).toBeNull();
    expect(within(rowOf('Visa ending in 1881')).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('makes a card preferred and deletes another after the confirmation', async () => {
    const stub = renderPanel();
    await screen.findByText('Visa ending in 1881');
    fireEvent.click(within(rowOf('Visa ending in 1881')).getByRole('button', { name: 'Make preferred' }));
    expect(await screen.findByText('Preferred payment method updated')).toBeTruthy();
    expect(stub.calls('user/card-make-preferred')[0].body).toEqual({ id: 'c2' });
    fireEvent.click(within(rowOf('Visa ending in 1881')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this card?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Payment method deleted')).toBeTruthy();
    expect(stub.calls('user/delete-payment-method')[0].body).toEqual({ id: 'c2' });
  });

  it('adds a card by its gateway token', async () => {
    const stub = renderPanel();
    await screen.findByText('Visa ending in 4242');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '0140' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '321' } });
    fireEvent.click(screen.getByRole('button', { name: /ADD CARD/ }));
    expect(await screen.findByText('Payment method added successfully!')).toBeTruthy();
    await waitFor(() => expect(stub.calls('user/add-payment-method')).toHaveLength(1));
    expect(stub.calls('user/add-payment-method')[0].body).toEqual({ token: 'tok_9' });
  });
});
