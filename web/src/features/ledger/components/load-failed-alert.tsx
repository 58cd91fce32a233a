import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ledger pages' answer to a failed load, with a retry when the caller can refetch. */
export function LoadFailedAlert({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('ledger.loadFailed')}
      action={onRetry && <Button onClick={onRetry}>{t('actions.reload')}</Button>}
    />
  );
}
