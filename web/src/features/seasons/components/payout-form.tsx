import { SaveOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../../shared/api/app-error';
import { formatCents } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import { useSavePayoutMutation } from '../api/seasons.api';
import type { SeasonView } from '../api/seasons.types';
import { centsToDollarsInput, payoutProblem } from './payout-amount';
import { seasonLabel } from './season-label';
import { useCodedErrorText } from './use-coded-error';

/**
 * The season's payout in dollars: half to each pool. Saving it again recomputes the shares. One field
 * checked on submit needs no form library: antd's Form and Input are 33 KB of gzipped script on a page
 * that has no other form (issue 21 §4).
 */
export function PayoutForm({ season }: { season: SeasonView }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const codedText = useCodedErrorText();
  const [save, { isLoading }] = useSavePayoutMutation();
  const [amount, setAmount] = useState(centsToDollarsInput(season.payoutCents));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  const submit = async () => {
    const problem = payoutProblem(amount);
    if (problem) {
      setError(t(`seasons.payout.${problem}`));
      return;
    }
    setError(null);
    try {
      toast.success((await save({ season: season.no, amount: amount.trim() }).unwrap()).message);
    } catch (caught) {
      const failure = asAppError(caught);
      const text = codedText(failure);
      if (failure.fields.amount || failure.code === 'POOL.AMOUNT_INVALID')
        setError(failure.fields.amount ?? text);
      else toast.error(text);
    }
  };

  return (
    <form
      className="pools-payout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="pools-payout__field">
        <label htmlFor={id}>{t('seasons.payout.label', { season: seasonLabel(t, season) })}</label>
        <span className={`pools-payout__input${error ? ' pools-payout__input--error' : ''}`}>
          <span aria-hidden="true">$</span>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('seasons.payout.placeholder')}
            value={amount}
            aria-invalid={error !== null}
            aria-describedby={error ? `${errorId} ${statusId}` : statusId}
            onChange={(event) => setAmount(event.target.value)}
          />
        </span>
        {error && (
          <span id={errorId} role="alert" className="pools-payout__error">
            {error}
          </span>
        )}
      </div>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={isLoading}
        className="pools-payout__save"
      >
        {t('seasons.payout.save')}
      </Button>
      <Typography.Text type="secondary" id={statusId} className="pools-payout__status">
        {season.payoutCents === null
          ? t('seasons.payout.none')
          : t('seasons.payout.current', { amount: formatCents(season.payoutCents, i18n.language) })}
      </Typography.Text>
    </form>
  );
}
