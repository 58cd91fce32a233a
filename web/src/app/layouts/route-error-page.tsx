import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (e.g. an area chunk after a deploy); a reload fetches the new build. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
