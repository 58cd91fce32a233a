import type { TransactionView } from '@app/libs';
import { configure, screen } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { MemberPurchasesCard } from './member-purchases-card';

configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(120_000);

const purchase: TransactionView = {
  id: 'p-1',
  transaction_id: 12,
  created_at: '2026-11-27T03:04:05.000Z',
  created_at_date: '11-27-2026',
  user: { id: 'u-2', fullName: 'Grace Hopper', email: 'grace@example.com' },
  user_id: 'u-2',
  description: 'Wire ok',
  units: 4,
  unit_value_cents: 50_000,
  unit_value: 500,
  amount_cents: 200_000,
  amount: 2000,
  status: 1,
  state: 'done',
  debit: 0,
  credit: 4,
  pay_type: 'Wire Transfer',
  kind: 'receipt',
  history_state: 'done',
  facts: {
    kind: 'receipt',
    pay_type: 'Wire Transfer',
    card: null,
    narration: null,
    reverses_transaction_id: null,
  },
};

describe('MemberPurchasesCard (admin user view)', () => {
  it("lists the member's purchases, each with its agreement from the admin route", async () => {
    const stub = installRoutedFetchStub({
      'admin/users/u-2/purchases': { status: 200, body: { data: [purchase] } },
    });
    renderWithProviders(<MemberPurchasesCard userId="u-2" />);
    const link = await screen.findByRole('link', { name: 'Agreement (PDF) #12' });
    expect(link.getAttribute('href')).toBe('/api/admin/transactions/p-1/agreement');
    expect(screen.getByText('Purchases and agreements')).toBeTruthy();
    // Described from the row's facts in the reader's language, never from the stored narration (ADR 0032).
    expect(screen.getByText('Offline payment with receipt (Wire Transfer)')).toBeTruthy();
    expect(stub.calls('admin/users/u-2/purchases')).toHaveLength(1);
  });

  it('says when there is none', async () => {
    installRoutedFetchStub({ 'admin/users/u-2/purchases': { status: 200, body: { data: [] } } });
    renderWithProviders(<MemberPurchasesCard userId="u-2" />);
    expect(await screen.findByText('No purchases yet.')).toBeTruthy();
  });
});
