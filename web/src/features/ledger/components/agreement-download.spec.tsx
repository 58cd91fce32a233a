import type { TransactionView } from '@app/libs';
import { configure, screen } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { MyTransactionsPage } from '../pages/my-transactions-page';
import { AgreementDownload } from './agreement-download';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(120_000);

const row = (over: Partial<TransactionView>): TransactionView => ({
  id: '6f1c1f0e-8f0a-4a49-9c55-0d6a1c1d2b01',
  transaction_id: 41,
  created_at: '2026-11-27T03:04:05.000Z',
  created_at_date: '11-27-2026',
  user: { id: 'u1', fullName: 'Ada Lender', email: 'ada@example.com' },
  user_id: 'u1',
  description: 'Card payment (Visa 4242)',
  units: 2,
  unit_value_cents: 50_000,
  unit_value: 500,
  amount_cents: 100_000,
  amount: 1000,
  status: 1,
  state: 'done',
  debit: 0,
  credit: 2,
  pay_type: 'Credit/Debit Card',
  kind: 'purchase',
  history_state: 'done',
  facts: {
    kind: 'purchase',
    pay_type: 'Credit/Debit Card',
    card: { brand: 'Visa', last4: '4242' },
    narration: null,
    reverses_transaction_id: null,
  },
  ...over,
});

const links = () => screen.queryAllByRole('link', { name: /^Agreement \(PDF\) #/ });

describe('AgreementDownload', () => {
  it("links a member's purchase to their own agreement, an admin's to any member's", () => {
    renderWithProviders(
      <>
        <AgreementDownload transaction={row({})} reader="member" />
        <AgreementDownload
          transaction={row({ id: 'a2', transaction_id: 7, kind: 'receipt' })}
          reader="admin"
        />
      </>,
    );
    const mine = screen.getByRole('link', { name: 'Agreement (PDF) #41' });
    const anyones = screen.getByRole('link', { name: 'Agreement (PDF) #7' });
    expect(mine.getAttribute('href')).toBe(
      '/api/user/my-transactions/6f1c1f0e-8f0a-4a49-9c55-0d6a1c1d2b01/agreement',
    );
    expect(mine.hasAttribute('download')).toBe(true);
    expect(anyones.getAttribute('href')).toBe('/api/admin/transactions/a2/agreement');
    expect(mine.getAttribute('title')).toBe('Download the lending agreement of #41');
  });

  it('offers nothing for free units, a reversal, a payment not approved or a row without its Trx# yet', () => {
    renderWithProviders(
      <>
        <AgreementDownload transaction={row({ kind: 'loyalty' })} reader="member" />
        <AgreementDownload transaction={row({ kind: 'reversal', state: 'reversal' })} reader="member" />
        <AgreementDownload transaction={row({ kind: 'pay-later', state: 'pending' })} reader="member" />
        <AgreementDownload transaction={row({ kind: 'receipt', state: 'voided' })} reader="member" />
        <AgreementDownload transaction={row({ transaction_id: null })} reader="member" />
      </>,
    );
    expect(links()).toHaveLength(0);
  });

  it('keeps the agreement of a purchase reversed later, and of a manual transfer mailed or not', () => {
    renderWithProviders(
      <>
        <AgreementDownload transaction={row({ state: 'reversed' })} reader="member" />
        <AgreementDownload transaction={row({ kind: 'manual' })} reader="member" />
        <AgreementDownload transaction={row({ kind: 'creation' })} reader="member" />
      </>,
    );
    expect(links()).toHaveLength(3);
  });
});

describe('/transactions', () => {
  it('has an Agreement column with the download on each purchase row only', async () => {
    installRoutedFetchStub({
      'user/my-transactions': {
        status: 200,
        body: {
          data: [
            row({ id: 'p1', transaction_id: 3 }),
            row({
              id: 'l1',
              transaction_id: 2,
              kind: 'loyalty',
              facts: {
                kind: 'loyalty',
                pay_type: null,
                card: null,
                narration: null,
                reverses_transaction_id: null,
              },
            }),
            row({
              id: 'r1',
              transaction_id: 1,
              kind: 'receipt',
              facts: {
                kind: 'receipt',
                pay_type: 'Wire Transfer',
                card: null,
                narration: null,
                reverses_transaction_id: null,
              },
            }),
          ],
        },
      },
    });
    renderWithProviders(<MyTransactionsPage />);
    expect(await screen.findByRole('columnheader', { name: 'Agreement' })).toBeTruthy();
    await screen.findByText('2 free units added by admin');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/api/user/my-transactions/p1/agreement',
      '/api/user/my-transactions/r1/agreement',
    ]);
  });
});
