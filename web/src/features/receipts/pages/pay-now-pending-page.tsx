import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchConfigurationQuery } from '../../../shared/api/configuration.api';
import { dollarsToCents, formatCents, formatUnits } from '../../../shared/format/format-money';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { PaymentInstructions } from '../components/payment-instructions';
import { UploadReceiptModal } from '../components/upload-receipt-modal';
import '../receipts.css';

/** /pay-now-pending-payment: what a pay-later member owes, how to pay it, and where the receipt goes. */
export function PayNowPendingPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const settings = useFetchConfigurationQuery();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const { unit_purchase_intent: units, pay_type, paid, reject_reason } = user.details;
  const priceCents = dollarsToCents(settings.data?.['per-unit-price']);
  const payType = pay_type ? t(`payTypes.${pay_type}`, { defaultValue: pay_type }) : '-';

  return (
    <div className="page page-narrow pending-payment">
      <Typography.Title level={1} className="page__title">
        {t('receipts.pending.title')}
      </Typography.Title>
      <Card>
        {paid === 'Yes' ? (
          <Alert
            type="success"
            showIcon
            title={t('receipts.pending.approved')}
            action={<LinkButton to={PATHS.home}>{t('payments.payNow.goHome')}</LinkButton>}
          />
        ) : settings.isLoading ? (
          <Skeleton active />
        ) : settings.isError ? (
          <LoadFailedAlert onRetry={() => void settings.refetch()} />
        ) : (
          <div className="stack">
            <Descriptions
              bordered
              column={1}
              size="small"
              items={[
                {
                  key: 'units',
                  label: t('receipts.pending.units'),
                  children: formatUnits(units, i18n.language),
                },
                {
                  key: 'amount',
                  label: t('receipts.pending.amount'),
                  children: Number.isFinite(priceCents)
                    ? formatCents(units * priceCents, i18n.language)
                    : '-',
                },
                { key: 'payType', label: t('receipts.pending.payType'), children: payType },
              ]}
            />
            <PaymentInstructions payType={pay_type} />
            {paid === 'Requested' ? (
              <Alert type="info" showIcon title={t('receipts.home.requested')} />
            ) : (
              <div>
                {paid === 'Rejected' ? (
                  <Alert
                    type="error"
                    showIcon
                    title={t('receipts.rejectedBecause')}
                    description={reject_reason}
                    className="receipt-modal__reason"
                  />
                ) : null}
                <Typography.Paragraph>{t('receipts.pending.uploadHint')}</Typography.Paragraph>
                <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)}>
                  {t('receipts.home.upload')}
                </Button>
              </div>
            )}
          </div>
        )}
      </Card>
      <UploadReceiptModal open={open} rejectReason={null} onClose={() => setOpen(false)} />
    </div>
  );
}
