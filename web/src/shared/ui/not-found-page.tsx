import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <LinkButton to="/" type="primary">
          {t('notFound.backHome')}
        </LinkButton>
      }
    />
  );
}
