import type { TransactionView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../shared/format/format-money';
import { StateTag } from './state-tag';
import { trxNumber } from './trx-text';
import { describeTransaction } from './transaction-description';

/** The newest transactions on a phone: one block per row, with what the table's columns say. */
export function HomeTransactionList({ rows }: { rows: readonly TransactionView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="home-transactions__list" aria-label={t('ledger.home.card')}>
      {rows.map((row) => (
        <li key={row.id} className="home-transactions__item">
          <span className="home-transactions__what">
            <span className="home-transactions__description">{describeTransaction(t, row)}</span>
            <span className="home-transactions__when">
              {[trxNumber(row), row.created_at_date].filter(Boolean).join(' · ')}
            </span>
          </span>
          <span className="home-transactions__figures">
            <span className="home-transactions__units">
              {t('ledger.home.units', { count: row.units, formatted: formatUnits(row.units, i18n.language) })}
            </span>
            <StateTag transaction={row} />
          </span>
        </li>
      ))}
    </ul>
  );
}
