import { Typography } from 'antd';
import {
  OFFLINE_PAY_TYPES,
  PAYMENT_INSTRUCTIONS_BY_PAY_TYPE,
  type ConfigurationMap,
  type SettingKey,
} from '@app/libs';
import { useTranslation } from 'react-i18next';
import { TextSetting } from './text-setting';

/** What a member who pays offline reads on /pay-now-pending-payment, one text per pay type. */
export function PaymentInstructionsSettings({
  data,
  savingKey,
  onSave,
}: {
  data: ConfigurationMap;
  savingKey: SettingKey | undefined;
  onSave: (key: SettingKey, value: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('adminSettings.instructionsHint')}</Typography.Paragraph>
      {OFFLINE_PAY_TYPES.map((payType) => {
        const key = PAYMENT_INSTRUCTIONS_BY_PAY_TYPE[payType];
        return (
          <TextSetting
            key={key}
            settingKey={key}
            label={t(`payTypes.${payType}`)}
            value={data[key] ?? ''}
            saving={savingKey === key}
            onSave={onSave}
          />
        );
      })}
    </>
  );
}
