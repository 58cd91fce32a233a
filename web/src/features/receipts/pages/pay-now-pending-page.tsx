import { Alert, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { usePendingPaymentQuery } from '../api/receipts.api';
import { ActivationDetails } from '../components/activation-details';

import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const UploadReceiptModal = lazyModal(() =>
  import('../components/upload-receipt-modal').then((m) => m.UploadReceiptModal),
);

/** /pay-now-pending-payment: what a pay-later member owes, how to pay it, and where the receipt goes. */
export function PayNowPendingPage() {
  const { t } = useTranslation();
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
  } else body = <ActivationDetails data={data} onUpload={() => setOpen(true)} />;

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
