import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatUnits } from '../../../shared/format/format-money';
import { PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { usePendingPaymentQuery } from '../api/receipts.api';
import { payTypeLabel } from '../components/pay-type-label';
import { PaymentInstructions } from '../components/payment-instructions';
import { PreviewLinks } from '../components/preview-links';
import { UploadReceiptModal } from '../components/upload-receipt-modal';
import '../receipts.css';

/** /pay-now-pending-payment: what a pay-later member owes, how to pay it, and where the receipt goes. */
export function PayNowPendingPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, refetch } = usePendingPaymentQuery();
  const [open, setOpen] = useState(false);

  let body;
  if (isLoading) body = <Skeleton active />;
  else if (isError || !data) body = <LoadFailedAlert onRetry={() => void refetch()} />;
  else if (data.paid === 'Yes') {
    body = (
      <Alert
        type="success"
        showIcon
        title={t('receipts.pending.approved')}
        action={<LinkButton to={PATHS.home}>{t('payments.payNow.goHome')}</LinkButton>}
      />
    );
  } else {
    body = (
      <div className="stack">
        <Descriptions
          bordered
          column={1}
          size="small"
          items={[
            {
              key: 'units',
              label: t('receipts.pending.units'),
              children: formatUnits(data.units, i18n.language),
            },
            {
              key: 'price',
              label: t('receipts.pending.unitPrice'),
              children: formatCents(data.unit_price_cents, i18n.language),
            },
            {
              key: 'amount',
              label: t('receipts.pending.amount'),
              children: <strong>{formatCents(data.amount_cents, i18n.language)}</strong>,
            },
            {
              key: 'payType',
              label: t('receipts.pending.payType'),
              children: payTypeLabel(t, data.pay_type),
            },
            {
              key: 'status',
              label: t('receipts.columns.status'),
              children: t(`receipts.pending.states.${data.paid}`),
            },
            ...(data.receipt.length
              ? [
                  {
                    key: 'files',
                    label: t('receipts.columns.files'),
                    children: <PreviewLinks files={data.receipt} />,
                  },
                ]
              : []),
          ]}
        />
        <PaymentInstructions payType={data.pay_type} text={data.instructions} />
        {data.paid === 'Requested' ? (
          <Alert type="info" showIcon title={t('receipts.home.requested')} />
        ) : (
          <div>
            {data.paid === 'Rejected' ? (
              <Alert
                type="error"
                showIcon
                title={t('receipts.rejectedBecause')}
                description={data.reject_reason}
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
    );
  }

  return (
    <div className="page page-narrow pending-payment">
      <Typography.Title level={1} className="page__title">
        {t('receipts.pending.title')}
      </Typography.Title>
      <Card>{body}</Card>
      <UploadReceiptModal open={open} rejectReason={null} onClose={() => setOpen(false)} />
    </div>
  );
}
