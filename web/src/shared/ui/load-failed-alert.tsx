import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page's answer to a failed load, with a retry when the caller can refetch. */
export function LoadFailedAlert({ title, onRetry }: { title?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('common.loadFailed')}
      action={onRetry && <Button onClick={onRetry}>{t('actions.reload')}</Button>}
    />
  );
}
