import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { history } from '../test/history-fixture';
import { HomeTransactionsCard } from './home-transactions-card';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('HomeTransactionsCard', () => {
  it('shows the newest five rows as /transactions reads them, and links there', async () => {
    installRoutedFetchStub({ 'user/my-transactions': { status: 200, body: { data: history } } });
    renderWithProviders(<HomeTransactionsCard />, { path: '/home' });
    await screen.findByText('Reversal of #6: Bonus for May');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      '#7',
      '#6',
      '#5',
      '#4',
      '#3',
    ]);
    expect(within(rows[4]).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Transactions History')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all transactions' }).getAttribute('href')).toBe(
      '/transactions',
    );
  });
});
