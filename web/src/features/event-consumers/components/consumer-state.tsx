import type { EventConsumerStatus } from '@app/libs';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-time';

/** Up to date, catching up, waiting to retry after a failure (with why), or a consumer this build lacks. */
export function ConsumerState({ consumer }: { consumer: EventConsumerStatus }) {
  const { t } = useTranslation();
  if (!consumer.known) {
    return (
      <Tooltip title={t('eventConsumers.consumers.unknownHint')}>
        <Tag tabIndex={0}>{t('eventConsumers.consumers.states.unknown')}</Tag>
      </Tooltip>
    );
  }
  if (consumer.retry_at) {
    return (
      <div className="event-consumers__state">
        <Tag color="orange">
          {t('eventConsumers.consumers.states.retrying', { time: formatDateTime(consumer.retry_at) })}
        </Tag>
        <Typography.Text type="secondary">
          {t('eventConsumers.consumers.attempt', { count: consumer.attempts })}
        </Typography.Text>
        {consumer.last_error && <ErrorText text={consumer.last_error} />}
      </div>
    );
  }
  if (consumer.behind > 0) return <Tag color="blue">{t('eventConsumers.consumers.states.catchingUp')}</Tag>;
  return <Tag color="green">{t('eventConsumers.consumers.states.upToDate')}</Tag>;
}

/** A long error on two lines, opened in place on demand. */
export function ErrorText({ text }: { text: string }) {
  return (
    <Typography.Paragraph
      className="event-consumers__error"
      ellipsis={{ rows: 2, expandable: 'collapsible' }}
    >
      {text}
    </Typography.Paragraph>
  );
}
