import { useTranslation } from 'react-i18next';
import { splitDuration } from './countdown-math';
import { useCountdown } from './use-countdown';

/** Remount with a new `key` when the starting time changes. */
export function Countdown({ initialMs, onZero }: { initialMs: number; onZero: () => void }) {
  const { t } = useTranslation();
  const parts = splitDuration(useCountdown(initialMs, onZero));
  const cells = [
    { value: parts.days, label: t('referral.countdown.days') },
    { value: parts.hours, label: t('referral.countdown.hours') },
    { value: parts.minutes, label: t('referral.countdown.minutes') },
    { value: parts.seconds, label: t('referral.countdown.seconds') },
  ];
  return (
    <section className="countdown" aria-label={t('referral.countdown.title')}>
      <h2 className="countdown__title">{t('referral.countdown.title')}</h2>
      <div className="countdown__cells" role="timer">
        {cells.map((cell) => (
          <div className="countdown__cell" key={cell.label}>
            <span className="countdown__value">{String(cell.value).padStart(2, '0')}</span>
            <span className="countdown__label">{cell.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
