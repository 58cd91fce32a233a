import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** How to pay offline for the member's pay type. */
export function PaymentInstructions({ payType }: { payType: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('receipts.pending.instructionsTitle')}
      description={t('receipts.pending.instructionsGeneric', {
        payType: payType ? t(`payTypes.${payType}`, { defaultValue: payType }) : '',
      })}
    />
  );
}
