import type { DeadLetterView } from '@app/libs';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-time';

/** Resolved (by a retry), retried but failed again, or still open; with the time of the last retry. */
export function DeadLetterResolution({ letter }: { letter: DeadLetterView }) {
  const { t } = useTranslation();
  if (!letter.retried_at && !letter.resolved_at) return <Tag>{t('eventConsumers.deadLetters.open')}</Tag>;
  const resolved = Boolean(letter.resolved_at);
  return (
    <div className="event-consumers__resolution">
      <Tag color={resolved ? 'green' : 'red'}>
        {resolved ? t('eventConsumers.deadLetters.resolved') : t('eventConsumers.deadLetters.failedAgain')}
      </Tag>
      <span className="event-consumers__time">{formatDateTime(letter.resolved_at ?? letter.retried_at)}</span>
    </div>
  );
}
