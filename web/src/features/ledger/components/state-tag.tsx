import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@app/libs';

type StateWord = TransactionView['history_state'] | 'reversal';

const COLORS: Record<StateWord, string> = {
  pending: 'gold',
  done: 'green',
  voided: 'default',
  rejected: 'magenta',
  reversed: 'red',
  reversal: 'volcano',
};

/**
 * The row's state in words (ADR 0032). Members read the five words of their history (a reversal row
 * is Done); the back-office (`reversals`) keeps its Reversal tag on reversal rows.
 */
export const stateWord = (transaction: TransactionView, reversals = false): StateWord =>
  reversals && transaction.state === 'reversal' ? 'reversal' : transaction.history_state;

/** Pending is a button when `onPending` is given (it opens the approve modal); the other states are plain tags. */
export function StateTag({
  transaction,
  onPending,
  reversals = false,
}: {
  transaction: TransactionView;
  onPending?: () => void;
  reversals?: boolean;
}) {
  const { t } = useTranslation();
  const word = stateWord(transaction, reversals);
  const label = t(`ledger.states.${word}`);
  if (word === 'pending' && onPending) {
    return (
      <Tag color={COLORS.pending} className="state-tag--clickable">
        <button type="button" className="state-tag__button" onClick={onPending}>
          {label}
        </button>
      </Tag>
    );
  }
  return <Tag color={COLORS[word]}>{label}</Tag>;
}
