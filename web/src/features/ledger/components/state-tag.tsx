import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@app/libs';

const COLORS: Record<TransactionView['state'], string> = {
  pending: 'gold',
  done: 'green',
  voided: 'default',
  reversed: 'red',
  reversal: 'volcano',
};

/** Pending is a button (it opens the approve modal); the other states are plain tags. */
export function StateTag({
  transaction,
  onPending,
}: {
  transaction: TransactionView;
  onPending?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`ledger.states.${transaction.state}`);
  if (transaction.state === 'pending' && onPending) {
    return (
      <Tag color={COLORS.pending} className="state-tag--clickable">
        <button type="button" className="state-tag__button" onClick={onPending}>
          {label}
        </button>
      </Tag>
    );
  }
  return <Tag color={COLORS[transaction.state]}>{label}</Tag>;
}
