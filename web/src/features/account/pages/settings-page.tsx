import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppTabs } from '../../../shared/ui/app-tabs';
import { ChangePasswordForm } from '../components/change-password-form';

/** Payment Methods joins as a second tab with the card-management work. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Typography.Title level={1} className="page__title">
        {t('settings.title')}
      </Typography.Title>
      <Card>
        <AppTabs
          items={[{ key: 'password', label: t('settings.changePassword'), children: <ChangePasswordForm /> }]}
        />
      </Card>
    </div>
  );
}
