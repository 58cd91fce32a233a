import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import type { TransactionView } from '@app/libs';
import { StateTag } from './state-tag';
import { describeTransaction } from './transaction-description';

/**
 * The Trx# people see. A transfer committed a moment ago is numbered by the log a moment later
 * (ADR 0013): until then the cell is empty and the list reads again (ADR 0032).
 */
export const trxText = (no: number | string | null) => (no === null ? '' : `#${no}`);
export const trxNumber = (transaction: TransactionView) => trxText(transaction.transaction_id);

/** The member's own columns: Trx#, date, name, description, units, state. */
export const memberTransactionColumns = (t: TFunction, locale: string): TableColumnsType<TransactionView> => [
  { key: 'trx', title: t('ledger.columns.trx'), render: (_, r) => trxNumber(r), width: 90 },
  { key: 'date', title: t('ledger.columns.date'), dataIndex: 'created_at_date', width: 120 },
  {
    key: 'name',
    title: t('ledger.columns.name'),
    render: (_, r) => r.user?.fullName ?? t('ledger.deletedUser'),
  },
  { key: 'description', title: t('ledger.columns.description'), render: (_, r) => describeTransaction(t, r) },
  {
    key: 'units',
    title: t('ledger.columns.units'),
    align: 'right',
    // One signed figure: a deduction reads '-4', with no Debit column repeating it (ADR 0032).
    render: (_, r) => formatUnits(r.units, locale),
  },
  { key: 'status', title: t('ledger.columns.status'), render: (_, r) => <StateTag transaction={r} /> },
];

export const dollars = (amount: number, locale: string) => formatDollars(amount, locale);
