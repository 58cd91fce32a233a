import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { payTypeLabel } from './pay-type-label';

/**
 * How to pay offline: the back-office's text for the member's pay type, kept as typed (line breaks
 * included); without one, the general steps.
 */
export function PaymentInstructions({ payType, text }: { payType: string | null; text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('receipts.pending.instructionsTitle')}
      description={
        text.trim() ? (
          <Typography.Paragraph className="payment-instructions__text">{text}</Typography.Paragraph>
        ) : (
          t('receipts.pending.instructionsGeneric', { payType: payTypeLabel(t, payType) })
        )
      }
    />
  );
}
