import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format-date';
import { formatUnits } from '../../../shared/format/format-money';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import type { ReceiptView } from '@app/libs';
import { useMyReceiptsQuery } from '../api/receipts.api';
import { payTypeLabel } from './pay-type-label';
import { PreviewLinks } from './preview-links';
import { ReceiptStatusTag } from './receipt-status-tag';

import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const StoreReceiptModal = lazyModal(() => import('./store-receipt-modal').then((m) => m.StoreReceiptModal));

/** The Receipts table of /transactions: each receipt's state; a rejected one can be tried again. */
export function ReceiptsCard() {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading, isError, refetch } = useMyReceiptsQuery();
  // The receipt stays while the modal closes, so its title does not change mid-animation.
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<ReceiptView | null>(null);
  const openFor = (receipt: ReceiptView | null) => {
    setEditing(receipt);
    setOpen(true);
  };

  const columns: TableColumnsType<ReceiptView> = [
    {
      key: 'date',
      title: t('receipts.columns.date'),
      render: (_, r) => formatDate(r.created_at),
      width: 120,
    },
    {
      key: 'units',
      title: t('receipts.columns.units'),
      align: 'right',
      render: (_, r) => formatUnits(r.unit_purchase_intent, i18n.language),
    },
    {
      key: 'payType',
      title: t('receipts.columns.payType'),
      render: (_, r) => payTypeLabel(t, r.pay_type),
    },
    {
      key: 'status',
      title: t('receipts.columns.status'),
      render: (_, r) => <ReceiptStatusTag status={r.paid} awaiting />,
    },
    { key: 'reason', title: t('receipts.columns.reason'), render: (_, r) => r.reject_reason ?? '-' },
    {
      key: 'files',
      title: t('receipts.columns.files'),
      render: (_, r) => <PreviewLinks files={r.receipt} />,
    },
    {
      key: 'action',
      title: t('receipts.columns.action'),
      render: (_, r) =>
        r.paid === 'Rejected' ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={() => openFor(r)}>
            {t('receipts.tryAgain')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={t('receipts.card')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => openFor(null)}>
          {t('receipts.store.title')}
        </Button>
      }
    >
      {isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <DataTable<ReceiptView>
          label={t('receipts.card')}
          rowKey="id"
          size="middle"
          loading={isLoading}
          columns={columns}
          dataSource={data}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 820 }}
          locale={{ emptyText: t('receipts.empty') }}
        />
      )}
      <StoreReceiptModal open={open} receipt={editing} onClose={() => setOpen(false)} />
    </Card>
  );
}
