import { Button, type DatePickerProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDatePicker } from '../../../shared/antd/lazy-date-picker';
import { useToast } from '../../../shared/hooks/use-toast';

// antd's own date type (dayjs), named through antd so this area needs no date library of its own.
type PickedDate = Parameters<NonNullable<DatePickerProps['disabledDate']>>[0] | null;

/** The join-date range the tier lists show: both ends, as the server reads them (YYYY-MM-DD). */
export interface JoinRange {
  start: string;
  end: string;
}

const SERVER_DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'MM-DD-YYYY';

/** Start and end date with Filter and Clear; the spec's messages when one end is missing. */
export function TierDateFilter({ onApply }: { onApply: (range: JoinRange | null) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [start, setStart] = useState<PickedDate>(null);
  const [end, setEnd] = useState<PickedDate>(null);

  const apply = () => {
    if (!start) return toast.error(t('network.filter.startRequired'));
    if (!end) return toast.error(t('network.filter.endRequired'));
    if (end.isBefore(start, 'day')) return toast.error(t('network.filter.endBeforeStart'));
    onApply({ start: start.format(SERVER_DAY), end: end.format(SERVER_DAY) });
  };
  const clear = () => {
    setStart(null);
    setEnd(null);
    onApply(null);
  };

  return (
    <div className="tier-filter" role="group" aria-label={t('network.filter.label')}>
      <LazyDatePicker
        className="tier-filter__date"
        format={SHOWN_DAY}
        value={start}
        onChange={setStart}
        placeholder={t('network.filter.start')}
        aria-label={t('network.filter.start')}
      />
      <LazyDatePicker
        className="tier-filter__date"
        format={SHOWN_DAY}
        value={end}
        onChange={setEnd}
        placeholder={t('network.filter.end')}
        aria-label={t('network.filter.end')}
        disabledDate={(day) => Boolean(start && day.isBefore(start, 'day'))}
      />
      <Button type="primary" onClick={apply}>
        {t('network.filter.apply')}
      </Button>
      <Button onClick={clear}>{t('network.filter.clear')}</Button>
    </div>
  );
}
