import { configure, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/translation.json';
import ja from '../../../locales/ja/translation.json';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { history, row } from '../test/history-fixture';
import { MyTransactionsPage } from './my-transactions-page';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const stored = history.map((r) => r.description).filter((d) => d !== 'Bonus for May');

function japanese() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'ja',
    fallbackLng: 'en',
    resources: { en: { translation: en }, ja: { translation: ja } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The cells of the table's row whose Trx# cell reads `trx`. */
const cellsOf = (trx: string) => {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === trx);
  if (!row) throw new Error(`no row ${trx}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('MyTransactionsPage', () => {
  it("reads the issue's history in English: each row's state in words, one signed figure, descriptions from facts", async () => {
    installRoutedFetchStub({ 'user/my-transactions': { status: 200, body: { data: history } } });
    renderWithProviders(<MyTransactionsPage />, { path: '/transactions' });
    await screen.findByText('Reversal of #6: Bonus for May');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Trx#',
      'Date',
      'Name',
      'Description',
      'Units',
      'Status',
      'Agreement',
    ]);
    const [trx, date, name, description, units, state] = cellsOf('#7');
    expect([trx, date, name, description, units, state]).toEqual([
      '#7',
      '11-27-2026',
      'Ada Lender',
      'Reversal of #6: Bonus for May',
      '-4',
      'Done',
    ]);
    expect(cellsOf('#6').slice(3, 6)).toEqual(['Bonus for May', '4', 'Reversed']);
    expect(cellsOf('#5').slice(3, 6)).toEqual(['2 free units deducted by admin', '-2', 'Done']);
    expect(cellsOf('#4').slice(3, 6)).toEqual(['Card payment (Visa 4242)', '3', 'Done']);
    // Stored before ADR 0031 as 'Wire': read as its canonical pay type.
    expect(cellsOf('#3').slice(3, 6)).toEqual(['Pay later (Wire Transfer)', '2', 'Pending']);
    expect(cellsOf('#2').slice(3, 6)).toEqual(['Pay later (Wire Transfer)', '2', 'Rejected']);
    expect(cellsOf('#1').slice(3, 6)).toEqual([
      'Offline payment with receipt (Wire Transfer)',
      '2',
      'Voided',
    ]);
    expect(screen.queryByText('Debit')).toBeNull();
  });

  it('reads the same history in Japanese: no stored English sentence, states translated', async () => {
    installRoutedFetchStub({ 'user/my-transactions': { status: 200, body: { data: history } } });
    renderWithProviders(<MyTransactionsPage />, { path: '/transactions', i18n: japanese() });
    await screen.findByText('#6の取消：Bonus for May');
    expect(cellsOf('#7').slice(3, 6)).toEqual(['#6の取消：Bonus for May', '-4', '完了']);
    // The admin's own narration stays as the admin typed it.
    expect(cellsOf('#6').slice(3, 6)).toEqual(['Bonus for May', '4', '取消済み']);
    expect(cellsOf('#5').slice(3, 6)).toEqual(['管理者が無償口数を2口差し引き', '-2', '完了']);
    expect(cellsOf('#4').slice(3, 6)).toEqual(['カード払い（Visa 4242）', '3', '完了']);
    expect(cellsOf('#3').slice(3, 6)).toEqual([`後払い（${ja.payTypes['Wire Transfer']}）`, '2', '保留中']);
    expect(cellsOf('#2').slice(3, 6)).toEqual([`後払い（${ja.payTypes['Wire Transfer']}）`, '2', '却下']);
    expect(cellsOf('#1')[5]).toBe('無効');
    const page = document.body.textContent ?? '';
    for (const sentence of stored) expect(page).not.toContain(sentence);
    for (const word of ['Pending', 'Done', 'Reversed', 'Voided', 'Rejected', 'Card payment', 'Pay later'])
      expect(page).not.toContain(word);
  });

  it('shows a new row without a Trx# until the log numbers it, reading the list again meanwhile', async () => {
    let calls = 0;
    const payLater = (no: number | null) =>
      row(
        no,
        { id: 't-live', status: 0, state: 'pending', history_state: 'pending' },
        { kind: 'pay-later', pay_type: 'ACH' },
      );
    const stub = installRoutedFetchStub({
      'user/my-transactions': () => {
        calls += 1;
        return { status: 200, body: { data: [payLater(calls < 2 ? null : 8)] } };
      },
    });
    renderWithProviders(<MyTransactionsPage />, { path: '/transactions' });
    await screen.findByText('Pay later (ACH)');
    expect(cellsOf('').slice(3, 6)).toEqual(['Pay later (ACH)', '2', 'Pending']);
    expect(document.body.textContent).not.toContain('#…');
    await waitFor(() => expect(cellsOf('#8')[5]).toBe('Pending'));
    // Numbered: the page stops reading again.
    const seen = stub.calls('user/my-transactions').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stub.calls('user/my-transactions').length).toBe(seen);
  });
});
