import type { TFunction } from 'i18next';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import type { TransactionView } from '@app/libs';
import type { PlainColumn } from '../../../shared/ui/plain-table';
import { StateTag } from './state-tag';
import { trxNumber } from './trx-text';
import { describeTransaction } from './transaction-description';

/** The member's own columns: Trx#, date, name, description, units, state. */
export const memberTransactionColumns = (t: TFunction, locale: string): PlainColumn<TransactionView>[] => [
  { key: 'trx', title: t('ledger.columns.trx'), render: (_, r) => trxNumber(r), width: 90 },
  { key: 'date', title: t('ledger.columns.date'), render: (_, r) => r.created_at_date, width: 120 },
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
