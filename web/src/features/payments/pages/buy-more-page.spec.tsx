import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installRoutedFetchStub, type Routes } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeSettings } from '../../../shared/test/settings-fixture';
import { makeUser } from '../../../shared/test/user-fixture';
import { BuyMorePage } from './buy-more-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

function renderPage(extra: Routes = {}) {
  const stub = installRoutedFetchStub({
    'admin/configuration/fetch-all': { status: 200, body: { data: makeSettings() } },
    ...extra,
  });
  renderWithProviders(<BuyMorePage />, {
    session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/buy-more',
    routes: [{ path: '/home', element: <p>member home</p> }],
  });
  return stub;
}

const amount = () => screen.getByLabelText('Amount ($)');
const submit = () => fireEvent.click(screen.getByRole('button', { name: /SUBMIT/ }));
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('BuyMorePage', () => {
  it('starts at 100 and asks for frequency and payment method', async () => {
    renderPage();
    expect((amount() as HTMLInputElement).value).toBe('100');
    submit();
    expect(await screen.findByText('Please select a payment frequency')).toBeTruthy();
    expect(screen.getByText('Please select a payment method')).toBeTruthy();
  });

  it('asks for an amount, refuses zero, and wants whole $100 units in total', async () => {
    renderPage();
    fireEvent.change(amount(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Amount must be greater than 0')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '150' } });
    await choose('Payment frequency', '1 Payment');
    submit();
    expect(
      await screen.findByText('Total amount must be in $100 increments to purchase whole units'),
    ).toBeTruthy();
    // 25 a month is 100 in four payments: whole units.
    fireEvent.change(amount(), { target: { value: '25' } });
    await choose('Payment frequency', 'Monthly (4 Payments)');
    await waitFor(() =>
      expect(
        screen.queryByText('Total amount must be in $100 increments to purchase whole units'),
      ).toBeNull(),
    );
    expect(await screen.findByText('Total: $100.00 (1 unit)')).toBeTruthy();
  });

  it('submits amount, total, frequency and pay type, then goes home', async () => {
    const stub = renderPage({
      'payment/submit-loan-request': { status: 200, body: { message: 'ok', data: {} } },
    });
    fireEvent.change(amount(), { target: { value: '200' } });
    await choose('Payment frequency', 'Monthly (4 Payments)');
    await choose('Payment method', 'Wire Transfer');
    submit();
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(await screen.findByText('Loan request submitted successfully')).toBeTruthy();
    const [call] = stub.calls('payment/submit-loan-request');
    expect(call.body).toEqual({
      amount: 200,
      total_amount: 800,
      payment_frequency: 'monthly',
      pay_type: 'Wire Transfer',
    });
  });

  it('says so when the request could not be submitted', async () => {
    renderPage({ 'payment/submit-loan-request': new TypeError('Failed to fetch') });
    await choose('Payment frequency', '1 Payment');
    await choose('Payment method', 'ACH');
    submit();
    expect(await screen.findByText('Failed to submit loan request')).toBeTruthy();
  });
});
