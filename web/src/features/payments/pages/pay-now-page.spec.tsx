import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installRoutedFetchStub, type Routes } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeSettings } from '../../../shared/test/settings-fixture';
import { makeUser } from '../../../shared/test/user-fixture';
import { PayNowPage } from './pay-now-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const unpaid = makeUser({
  payment_status: 'No',
  transaction_done: false,
  details: {
    paid: 'No',
    pay_now: 'Yes',
    pay_later: false,
    pay_type: 'Credit/Debit Card',
    unit_purchase_intent: 3,
    reject_reason: null,
    receipt: [],
  },
});
const session = (user = unpaid) => ({ user, expiresAt: '2999-01-01T00:00:00Z' });
const baseRoutes = (extra: Routes = {}): Routes => ({
  'admin/configuration/fetch-all': {
    status: 200,
    body: { data: makeSettings({ 'minimum-unit-purchase': '2', 'per-unit-price': '500' }) },
  },
  'payment/gateway': { status: 200, body: { data: { gateway: 'test', publishable_key: null } } },
  'user/payment-methods': { status: 200, body: { data: [] } },
  ...extra,
});

function renderPage(routes: Routes, user = unpaid) {
  const stub = installRoutedFetchStub(routes);
  const utils = renderWithProviders(<PayNowPage />, {
    session: session(user),
    path: '/pay-now',
    routes: [{ path: '/home', element: <p>member home</p> }],
  });
  return { ...utils, stub };
}

const unitsBox = () => screen.getByLabelText('No. of Units');

describe('PayNowPage', () => {
  it('states the minimum and the price, and totals the units in the table', async () => {
    renderPage(baseRoutes());
    expect(await screen.findByText('Min units purchase is 2 and Per unit price is $500')).toBeTruthy();
    expect((unitsBox() as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('$1,500.00')).toBeTruthy();
    fireEvent.change(unitsBox(), { target: { value: '4' } });
    expect(await screen.findByText('$2,000.00')).toBeTruthy();
  });

  it('answers a wrong entry with the spec words and clears an entry below the minimum', async () => {
    renderPage(baseRoutes());
    await screen.findByLabelText('Card number');
    fireEvent.change(unitsBox(), { target: { value: 'abc' } });
    expect(await screen.findByText('Please type valid No. of units')).toBeTruthy();
    fireEvent.change(unitsBox(), { target: { value: '-1' } });
    expect(await screen.findByText('Please type No. of units greater than zero')).toBeTruthy();
    fireEvent.change(unitsBox(), { target: { value: '0' } });
    expect(await screen.findByText('Please type No. of units greater than zero')).toBeTruthy();
    fireEvent.change(unitsBox(), { target: { value: '1' } });
    fireEvent.blur(unitsBox());
    await waitFor(() => expect((unitsBox() as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('button', { name: /PAY NOW/ }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the already-paid state with GO TO HOME', async () => {
    renderPage(baseRoutes(), makeUser());
    expect(await screen.findByText('You have already paid for Activation of your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GO TO HOME' }).getAttribute('href')).toBe('/home');
  });

  it('asks for the pay type before Pay Later, then sends it with the units', async () => {
    const { stub } = renderPage(
      baseRoutes({
        'user/pay-later': {
          status: 200,
          body: { data: { ...unpaid, details: { ...unpaid.details, pay_later: true, pay_type: 'ACH' } } },
        },
      }),
      { ...unpaid, details: { ...unpaid.details, pay_type: 'Credit/Debit Card' } },
    );
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByRole('button', { name: /PAY LATER/ }));
    expect(await screen.findByText('Please choose the payment method to pay the amount later')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByTitle('ACH'));
    fireEvent.click(screen.getByRole('button', { name: /PAY LATER/ }));
    expect(await screen.findByText('member home')).toBeTruthy();
    const [call] = stub.calls('user/pay-later');
    expect(call.body).toEqual({ pay_type: 'ACH', unit: 3 });
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the card fields before asking the gateway', async () => {
    const { stub } = renderPage(baseRoutes());
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    expect(await screen.findByText('Please enter the card number')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date')).toBeTruthy();
    expect(screen.getByText('Please enter the CVC')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424241' } });
    fireEvent.blur(screen.getByLabelText('Card number'));
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '0120' } });
    fireEvent.blur(screen.getByLabelText('Expiry (MM/YY)'));
    expect(await screen.findByText('Please enter a valid, future expiry date (MM/YY)')).toBeTruthy();
    expect(stub.calls('payment/')).toHaveLength(1); // the gateway info only
  });

  const fillCard = (number = '4242 4242 4242 4242') => {
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/39' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  };
  const token = {
    status: 200,
    body: { data: { token: 'tok_1', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2039 } },
  };

  it('shows the gateway message of a declined card and sends the same key and body again on retry', async () => {
    const { stub } = renderPage(
      baseRoutes({
        'payment/test-gateway/tokens': token,
        'payment/now': {
          status: 402,
          body: { message: 'Your card was declined.', code: 'PAYMENT.DECLINED' },
        },
      }),
    );
    await screen.findByLabelText('Card number');
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    await waitFor(() => expect(stub.calls('payment/now')).toHaveLength(2));
    const [first, second] = stub.calls('payment/now');
    expect(first.body).toEqual({ token: 'tok_1', unit: 3 });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(stub.calls('payment/test-gateway/tokens')).toHaveLength(1);
    expect(stub.calls('payment/test-gateway/tokens')[0].body).toEqual({
      number: '4000000000000002',
      exp_month: 12,
      exp_year: 2039,
      cvc: '123',
    });
  });

  it('charges once for a double click, stores the returned user and goes home', async () => {
    const paid = makeUser({ balance_units: 3 });
    const { stub, store } = renderPage(
      baseRoutes({
        'payment/test-gateway/tokens': token,
        'payment/now': { status: 200, body: { message: 'ok', data: paid } },
      }),
    );
    await screen.findByLabelText('Card number');
    fillCard();
    const pay = screen.getByRole('button', { name: /PAY NOW/ });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(stub.calls('payment/now')).toHaveLength(1);
    expect(store.getState().session.session?.user.details.paid).toBe('Yes');
  });

  const card = (id: string, last4: string, preferred: 0 | 1) => ({
    id,
    card_type: 'Visa',
    card_number: `**** **** **** ${last4}`,
    last4,
    expiry: '12/39',
    preferred,
  });
  const savedCards = {
    'user/payment-methods': {
      status: 200,
      body: { data: [card('pm-1', '1111', 0), card('pm-2', '4242', 1)] },
    },
  };

  it('offers the saved cards with the preferred one chosen, and pays with it without asking the gateway', async () => {
    const paid = makeUser({ balance_units: 3 });
    const { stub } = renderPage(
      baseRoutes({ ...savedCards, 'payment/now': { status: 200, body: { message: 'ok', data: paid } } }),
    );
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    expect(group).toBeTruthy();
    const preferred = screen.getByRole('radio', { name: /Visa ending in 4242/ }) as HTMLInputElement;
    expect(preferred.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Visa ending in 1111/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const pay = screen.getByRole('button', { name: /PAY NOW/ });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(stub.calls('payment/now')).toHaveLength(1);
    expect(stub.calls('payment/now')[0].body).toEqual({ payment_method_id: 'pm-2', unit: 3 });
    expect(stub.calls('payment/test-gateway/tokens')).toHaveLength(0);
  });

  it('pays with another saved card when picked, showing a refusal with a new key per choice', async () => {
    const { stub } = renderPage(
      baseRoutes({
        ...savedCards,
        'payment/now': {
          status: 402,
          body: { message: 'Your card was declined.', code: 'PAYMENT.DECLINED' },
        },
      }),
    );
    await screen.findByRole('radiogroup', { name: 'Pay with' });
    fireEvent.click(screen.getByRole('radio', { name: /Visa ending in 1111/ }));
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    await waitFor(() => expect(stub.calls('payment/now')).toHaveLength(2));
    const [first, second] = stub.calls('payment/now');
    expect(first.body).toEqual({ payment_method_id: 'pm-1', unit: 3 });
    expect(second.body).toEqual({ payment_method_id: 'pm-2', unit: 3 });
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
  });

  it('takes a new card instead, and keeps it when asked', async () => {
    const paid = makeUser({ balance_units: 3 });
    const { stub } = renderPage(
      baseRoutes({
        ...savedCards,
        'payment/test-gateway/tokens': token,
        'payment/now': { status: 200, body: { message: 'ok', data: paid } },
      }),
    );
    await screen.findByRole('radiogroup', { name: 'Pay with' });
    fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    fillCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    fireEvent.click(screen.getByRole('button', { name: /PAY NOW/ }));
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(stub.calls('payment/now')[0].body).toEqual({ token: 'tok_1', unit: 3, save_card: true });
  });

  it('with no saved card shows the card entry at once, and still pays when the saved cards cannot be read', async () => {
    renderPage(baseRoutes({ 'user/payment-methods': { status: 500, body: { message: 'down', code: 'X' } } }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Pay with' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future payments' })).toBeTruthy();
  });
});
