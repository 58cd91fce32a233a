import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import type { TransactionView } from '@app/libs';

/** A transfer committed a moment ago has no Trx# yet (ADR 0013): it shows as '#…'. */
export const trxText = (no: number | string | null) => `#${no ?? '…'}`;
export const trxNumber = (transaction: TransactionView) => trxText(transaction.transaction_id);

/** The member's own columns: Trx#, date, name, description, units, debit. */
export const memberTransactionColumns = (t: TFunction, locale: string): TableColumnsType<TransactionView> => [
  { key: 'trx', title: t('ledger.columns.trx'), render: (_, r) => trxNumber(r), width: 90 },
  { key: 'date', title: t('ledger.columns.date'), dataIndex: 'created_at_date', width: 120 },
  {
    key: 'name',
    title: t('ledger.columns.name'),
    render: (_, r) => r.user?.fullName ?? t('ledger.deletedUser'),
  },
  { key: 'description', title: t('ledger.columns.description'), dataIndex: 'description' },
  {
    key: 'units',
    title: t('ledger.columns.units'),
    align: 'right',
    render: (_, r) => formatUnits(r.units, locale),
  },
  {
    key: 'debit',
    title: t('ledger.columns.debit'),
    align: 'right',
    render: (_, r) => (r.debit ? formatUnits(r.debit, locale) : '-'),
  },
];

export const dollars = (amount: number, locale: string) => formatDollars(amount, locale);
