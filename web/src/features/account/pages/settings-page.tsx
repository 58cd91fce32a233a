import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppTabs } from '../../../shared/ui/app-tabs';
import { ChangePasswordForm } from '../components/change-password-form';

/** Change Password, and Payment Methods when the router hands the payments area's panel in. */
export function SettingsPage({ paymentMethods }: { paymentMethods?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Typography.Title level={1} className="page__title">
        {t('settings.title')}
      </Typography.Title>
      <Card>
        <AppTabs
          items={[
            { key: 'password', label: t('settings.changePassword'), children: <ChangePasswordForm /> },
            ...(paymentMethods
              ? [{ key: 'payment-methods', label: t('settings.paymentMethods'), children: paymentMethods }]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}
