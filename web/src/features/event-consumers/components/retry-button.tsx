import type { DeadLetterView } from '@app/libs';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useRetryDeadLetterMutation } from '../api/event-consumers.api';

/** Hands one failed event to its consumer again, after a confirmation; the outcome comes as a toast. */
export function RetryButton({ letter }: { letter: DeadLetterView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [retry, { isLoading }] = useRetryDeadLetterMutation();
  const run = async () => {
    try {
      await retry(letter.id).unwrap();
      toast.success(t('eventConsumers.deadLetters.retried'));
    } catch (error) {
      // 409: it failed again (the server says why) or someone already retried it.
      toast.serverError(error);
    }
  };
  return (
    <Popconfirm
      title={t('eventConsumers.deadLetters.confirmTitle')}
      description={t('eventConsumers.deadLetters.confirmText', { consumer: letter.consumer })}
      okText={t('eventConsumers.deadLetters.retry')}
      cancelText={t('actions.cancel')}
      onConfirm={run}
    >
      <Button
        size="small"
        loading={isLoading}
        aria-label={t('eventConsumers.deadLetters.retryLabel', {
          type: letter.event_type,
          consumer: letter.consumer,
        })}
      >
        {t('eventConsumers.deadLetters.retry')}
      </Button>
    </Popconfirm>
  );
}
