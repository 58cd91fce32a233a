import type { PendingPaymentView, ReceiptStatus } from '@app/libs';
import { configure, screen } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { HomeActivationCard } from './home-activation-card';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const member = (
  paid: ReceiptStatus,
  over: { pay_now?: 'Yes' | 'No'; pay_later?: boolean; payment_status?: 'Yes' | 'No' } = {},
) =>
  makeUser({
    payment_status: over.payment_status ?? 'No',
    details: {
      paid,
      pay_now: over.pay_now ?? 'No',
      pay_later: over.pay_later ?? false,
      pay_type: 'Crypto Currency',
      unit_purchase_intent: 3,
      reject_reason: null,
      receipt: [],
    },
  });

const owed = (paid: ReceiptStatus, reject_reason: string | null = null): PendingPaymentView => ({
  source: 'activation',
  units: 3,
  unit_price_cents: 50_000,
  unit_price: 500,
  amount_cents: 150_000,
  amount: 1500,
  pay_type: 'Crypto Currency',
  instructions: 'Send USDC to 0xABC',
  paid,
  reject_reason,
  receipt: [],
});

const renderFor = (user: ReturnType<typeof makeUser>) =>
  renderWithProviders(<HomeActivationCard />, {
    session: { user, expiresAt: '2999-01-01T00:00:00Z' },
    path: '/home',
  });

describe('HomeActivationCard', () => {
  it('shows what a member who chose to pay offline owes, how to pay it, and the card alternative', async () => {
    installRoutedFetchStub({ 'user/pending-payment': { status: 200, body: { data: owed('No') } } });
    renderFor(member('No'));
    expect(await screen.findByText('$1,500.00')).toBeTruthy();
    expect(screen.getByText('Send USDC to 0xABC')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upload Receipt/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pay by card instead/ }).getAttribute('href')).toBe('/pay-now');
  });

  it('says a sent receipt awaits approval, and a rejected one why', async () => {
    installRoutedFetchStub({ 'user/pending-payment': { status: 200, body: { data: owed('Requested') } } });
    renderFor(member('Requested'));
    expect(await screen.findByText('Receipt awaiting approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload Receipt/ })).toBeNull();
  });

  it('shows the reason of a rejection with the way to upload again', async () => {
    installRoutedFetchStub({
      'user/pending-payment': { status: 200, body: { data: owed('Rejected', 'Amount unreadable') } },
    });
    renderFor(member('Rejected'));
    expect((await screen.findAllByText('Amount unreadable')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Upload Receipt/ })).toBeTruthy();
  });

  it('keeps Pay Later members on their page for cards, and shows nothing once paid or for pay-now members', async () => {
    installRoutedFetchStub({ 'user/pending-payment': { status: 200, body: { data: owed('No') } } });
    const { unmount } = renderFor(member('No', { pay_later: true, pay_now: 'Yes' }));
    expect(await screen.findByText('$1,500.00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay by card instead/ })).toBeNull();
    unmount();
    renderFor(member('Yes'));
    renderFor(member('No', { pay_now: 'Yes' }));
    renderFor(member('No', { payment_status: 'Yes' }));
    expect(screen.queryByText('Your activation payment')).toBeNull();
  });
});
