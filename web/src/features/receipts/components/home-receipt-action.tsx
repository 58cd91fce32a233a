import { CloseCircleOutlined, ClockCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/use-session';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const UploadReceiptModal = lazyModal(() =>
  import('./upload-receipt-modal').then((m) => m.UploadReceiptModal),
);

/**
 * The receipt action on /home, only for members who did not pay at registration (pay_now No):
 * No -> Upload Receipt; Rejected -> Rejected (the modal with the reason); Requested -> a plain
 * 'Requested for Approval'; approved shows nothing.
 */
export function HomeReceiptAction() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.details.pay_now !== 'No') return null;
  const { paid, reject_reason } = user.details;
  if (paid === 'Yes') return null;
  if (paid === 'Requested') {
    return (
      <Tag icon={<ClockCircleOutlined />} color="gold" className="receipt-action__tag">
        {t('receipts.home.requested')}
      </Tag>
    );
  }
  const rejected = paid === 'Rejected';
  return (
    <>
      <Button
        type="primary"
        danger={rejected}
        icon={rejected ? <CloseCircleOutlined /> : <UploadOutlined />}
        onClick={() => setOpen(true)}
      >
        {rejected ? t('receipts.home.rejected') : t('receipts.home.upload')}
      </Button>
      <UploadReceiptModal
        open={open}
        rejectReason={rejected ? reject_reason : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
