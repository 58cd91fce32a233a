import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { history } from '../test/history-fixture';
import { AdminTransactionsPage } from './admin-transactions-page';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const cellsOf = (trx: string) => {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === trx);
  if (!row) throw new Error(`no row ${trx}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('AdminTransactionsPage', () => {
  it('reads the rows as the member does: descriptions from facts, Rejected and Voided apart, its Reversal tag kept', async () => {
    installRoutedFetchStub({
      'admin/transactions/fetch-all': {
        status: 200,
        body: { data: history, next_cursor: null, per_page: 10 },
      },
    });
    renderWithProviders(<AdminTransactionsPage />, { path: '/admin/transactions' });
    await screen.findByText('Reversal of #6: Bonus for May');
    // Trx#, date, user, description, units, status (amount and action follow).
    expect(cellsOf('#7').slice(3, 6)).toEqual(['Reversal of #6: Bonus for May', '-4', 'Reversal']);
    expect(cellsOf('#6').slice(3, 6)).toEqual(['Bonus for May', '4', 'Reversed']);
    expect(cellsOf('#4').slice(3, 6)).toEqual(['Card payment (Visa 4242)', '3', 'Done']);
    // Stored before ADR 0031 as 'Wire': read as its canonical pay type.
    expect(cellsOf('#3').slice(3, 6)).toEqual(['Pay later (Wire Transfer)', '2', 'Pending']);
    expect(cellsOf('#2').slice(3, 6)).toEqual(['Pay later (Wire Transfer)', '2', 'Rejected']);
    expect(cellsOf('#1').slice(3, 6)).toEqual([
      'Offline payment with receipt (Wire Transfer)',
      '2',
      'Voided',
    ]);
    // Pending still opens the approve modal from its tag.
    expect(within(screen.getAllByRole('row')[5]).getByRole('button', { name: 'Pending' })).toBeTruthy();
  });
});
