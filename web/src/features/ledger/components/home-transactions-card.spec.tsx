import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { setScreenWidth } from '../../../shared/test/screen-width';
import { history } from '../test/history-fixture';
import { HomeTransactionsCard } from './home-transactions-card';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const answering = (rows: unknown) =>
  installRoutedFetchStub({ 'user/my-transactions': { status: 200, body: { data: rows } } });

describe('HomeTransactionsCard', () => {
  it('shows the newest five rows as /transactions reads them, and links there', async () => {
    setScreenWidth(1280);
    answering(history);
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
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all transactions' }).getAttribute('href')).toBe(
      '/transactions',
    );
  });

  it('lists the rows on a phone, each with its units and state in sight', async () => {
    setScreenWidth(375);
    answering(history);
    renderWithProviders(<HomeTransactionsCard />, { path: '/home' });
    const list = await screen.findByRole('list', { name: 'Transactions History' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toBe('Reversal of #6: Bonus for May#7 · 11-27-2026-4 unitsDone');
    expect(within(items[4]).getByText('Pending')).toBeTruthy();
    expect(within(items[4]).getByText('2 units')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a skeleton while the history loads', async () => {
    setScreenWidth(1280);
    answering(history);
    const { container } = renderWithProviders(<HomeTransactionsCard />, { path: '/home' });
    expect(container.querySelector('.ant-skeleton-active')).not.toBeNull();
    await screen.findByText('Reversal of #6: Bonus for May');
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });

  it('says so when there is no transaction yet, and still links to /transactions', async () => {
    setScreenWidth(1280);
    answering([]);
    renderWithProviders(<HomeTransactionsCard />, { path: '/home' });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all transactions' })).toBeTruthy();
  });

  it('offers to read again when the history cannot be loaded', async () => {
    setScreenWidth(1280);
    const stub = installRoutedFetchStub({
      'user/my-transactions': { status: 500, body: { message: 'down' } },
    });
    renderWithProviders(<HomeTransactionsCard />, { path: '/home' });
    (await screen.findByRole('button', { name: 'Reload page' })).click();
    stub.routes['user/my-transactions'] = { status: 200, body: { data: history } };
    expect(await screen.findByText('Reversal of #6: Bonus for May')).toBeTruthy();
  });
});
