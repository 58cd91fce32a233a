import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function RegistrationClosed() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('registration.closedTitle')}
      subTitle={t('registration.closed', { product: t('app.name') })}
    />
  );
}
