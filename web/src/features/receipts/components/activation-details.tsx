import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Typography } from 'antd';
import type { PendingPaymentView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { formatCents, formatUnits } from '../../../shared/format/format-money';
import { payTypeLabel } from './pay-type-label';
import { PaymentInstructions } from './payment-instructions';
import { PreviewLinks } from './preview-links';

/**
 * An unpaid activation (ADR 0029): what is owed, how to pay it, the receipt's state (Upload Receipt,
 * Requested for Approval, Rejected with the reason), and the way to upload one.
 */
export function ActivationDetails({ data, onUpload }: { data: PendingPaymentView; onUpload: () => void }) {
  const { t, i18n } = useTranslation();
  return (
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
          { key: 'payType', label: t('receipts.pending.payType'), children: payTypeLabel(t, data.pay_type) },
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
          <Button type="primary" icon={<UploadOutlined />} onClick={onUpload}>
            {t('receipts.home.upload')}
          </Button>
        </div>
      )}
    </div>
  );
}
