import { Tag } from 'antd';
import type { ReceiptStatus } from '@app/libs';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ReceiptStatus, string> = {
  No: 'default',
  Requested: 'gold',
  Yes: 'green',
  Rejected: 'red',
};

/**
 * The approval status in words. Lists show No and Requested both as Pending; the member's own
 * list and the verification screen tell Requested apart as Awaiting (spec, admin section 4).
 */
export function ReceiptStatusTag({
  status,
  awaiting = false,
}: {
  status: ReceiptStatus;
  awaiting?: boolean;
}) {
  const { t } = useTranslation();
  const key =
    status === 'Yes'
      ? 'approved'
      : status === 'Rejected'
        ? 'rejected'
        : status === 'Requested' && awaiting
          ? 'awaiting'
          : 'pending';
  return <Tag color={COLORS[status]}>{t(`receipts.status.${key}`)}</Tag>;
}
