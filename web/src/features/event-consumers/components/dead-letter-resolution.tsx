import type { DeadLetterView } from '@app/libs';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-time';

/** Resolved (by a retry), retried but failed again, or still open. */
export function DeadLetterResolution({ letter }: { letter: DeadLetterView }) {
  const { t } = useTranslation();
  if (letter.resolved_at) {
    return (
      <Tag color="green">
        {t('eventConsumers.deadLetters.resolvedAt', { time: formatDateTime(letter.resolved_at) })}
      </Tag>
    );
  }
  if (letter.retried_at) {
    return (
      <Tag color="red">
        {t('eventConsumers.deadLetters.retriedAt', { time: formatDateTime(letter.retried_at) })}
      </Tag>
    );
  }
  return <Tag>{t('eventConsumers.deadLetters.open')}</Tag>;
}
