import { Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFetchConfigurationQuery } from '../../../shared/api/configuration.api';
import { NumberSetting } from '../components/number-setting';
import { PaymentInstructionsSettings } from '../components/payment-instructions-settings';
import { RegistrationCutoffSetting } from '../components/registration-cutoff-setting';
import { TextSetting } from '../components/text-setting';
import { TargetBannerToggle } from '../components/target-banner-toggle';
import { useSaveSetting } from '../components/use-save-setting';
import '../admin-settings.css';

/** /admin/settings: the 'Configurations' card; every value saves on its own. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useFetchConfigurationQuery();
  const { save, savingKey } = useSaveSetting();

  return (
    <div className="page admin-settings">
      <Typography.Title level={1} className="page__title">
        {t('adminSettings.title')}
      </Typography.Title>
      <Card title={t('adminSettings.configurations')}>
        {isLoading ? (
          <Skeleton active />
        ) : isError || !data ? (
          <Alert
            type="error"
            showIcon
            title={t('adminSettings.loadFailed')}
            action={<Button onClick={() => void refetch()}>{t('actions.reload')}</Button>}
          />
        ) : (
          <Form layout="vertical" component="div" className="admin-settings__form">
            <NumberSetting
              settingKey="per-unit-price"
              label={t('adminSettings.perUnitPrice')}
              value={data['per-unit-price']}
              saving={savingKey === 'per-unit-price'}
              onSave={save}
            />
            <NumberSetting
              settingKey="minimum-unit-purchase"
              label={t('adminSettings.minimumUnitPurchase')}
              hint={t('adminSettings.minimumUnitPurchaseHint')}
              value={data['minimum-unit-purchase']}
              whole
              saving={savingKey === 'minimum-unit-purchase'}
              onSave={save}
            />
            <NumberSetting
              settingKey="target-to-achieve"
              label={t('adminSettings.targetToAchieve')}
              value={data['target-to-achieve']}
              saving={savingKey === 'target-to-achieve'}
              onSave={save}
            />
            <NumberSetting
              settingKey="balance-target"
              label={t('adminSettings.balanceTarget')}
              hint={t('adminSettings.balanceTargetHint')}
              value={data['balance-target']}
              saving={savingKey === 'balance-target'}
              onSave={save}
            />
            <TargetBannerToggle
              value={data['show-hide-target']}
              saving={savingKey === 'show-hide-target'}
              onSave={save}
            />
            <RegistrationCutoffSetting
              value={data['registration-cutoff']}
              saving={savingKey === 'registration-cutoff'}
              onSave={save}
            />
            <TextSetting
              settingKey="contact-email"
              label={t('adminSettings.contactEmail')}
              hint={t('adminSettings.contactEmailHint')}
              value={data['contact-email']}
              single="email"
              saving={savingKey === 'contact-email'}
              onSave={save}
            />
          </Form>
        )}
      </Card>
      {data ? (
        <Card title={t('adminSettings.landingPage')} className="page-section">
          <Form layout="vertical" component="div" className="admin-settings__form">
            <TextSetting
              settingKey="teaser-video-url"
              label={t('adminSettings.teaserVideoUrl')}
              hint={t('adminSettings.teaserVideoUrlHint')}
              value={data['teaser-video-url']}
              single="url"
              saving={savingKey === 'teaser-video-url'}
              onSave={save}
            />
          </Form>
        </Card>
      ) : null}
      {data ? (
        <Card title={t('adminSettings.paymentInstructions')} className="page-section">
          <Form layout="vertical" component="div" className="admin-settings__form">
            <PaymentInstructionsSettings data={data} savingKey={savingKey} onSave={save} />
          </Form>
        </Card>
      ) : null}
    </div>
  );
}
