import { Card, type TableColumnsType, Typography } from 'antd';
import type { AdminReceiptView, AwaitingUser, ReceiptStatus } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useAllReceiptsQuery, useVerificationUsersQuery } from '../api/receipts.api';
import { payTypeLabel } from '../components/pay-type-label';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { receiptVerificationPath, receiptViewPath } from '../components/receipt-paths';
import '../receipts.css';

export interface Row {
  key: string;
  name: string;
  email: string;
  units: number;
  payType: string | null;
  status: ReceiptStatus;
  details: string;
}

/**
 * Receipts of /transactions open their own view; a member's activation or pay-later receipt opens
 * the verification view of the member (spec). A receipt both lists name appears once.
 */
export function receiptRows(receipts: AdminReceiptView[], users: AwaitingUser[], deletedUser: string): Row[] {
  const fromUsers: Row[] = users.map((u) => ({
    key: u.receipt_id || `user:${u.id}`,
    name: u.fullName,
    email: u.email,
    units: u.details.unit_purchase_intent,
    payType: u.details.pay_type,
    status: u.details.paid,
    details: receiptVerificationPath(u.id),
  }));
  const listed = new Set(fromUsers.map((row) => row.key));
  const fromReceipts: Row[] = receipts
    .filter((r) => !listed.has(r.id))
    .map((r) => ({
      key: r.id,
      name: r.user?.fullName ?? deletedUser,
      email: r.user?.email ?? '-',
      units: r.unit_purchase_intent,
      payType: r.pay_type,
      status: r.paid,
      details:
        r.source === 'purchase' || !r.user ? receiptViewPath(r.id) : receiptVerificationPath(r.user.id),
    }));
  return [...fromUsers, ...fromReceipts];
}

/**
 * /admin/receipt/list: receipts sent from /transactions (to their own view) and members whose
 * account receipt awaits verification (to the verification view), in one list.
 */
export function AdminReceiptListPage() {
  const { t, i18n } = useTranslation();
  const receipts = useAllReceiptsQuery();
  const users = useVerificationUsersQuery();
  const rows = receiptRows(receipts.data ?? [], users.data ?? [], t('ledger.deletedBySuperAdmin'));

  const columns: TableColumnsType<Row> = [
    { key: 'name', title: t('receipts.columns.name'), dataIndex: 'name' },
    { key: 'email', title: t('receipts.columns.email'), dataIndex: 'email' },
    {
      key: 'units',
      title: t('receipts.columns.units'),
      align: 'right',
      render: (_, r) => formatUnits(r.units, i18n.language),
    },
    {
      key: 'payType',
      title: t('receipts.columns.payType'),
      render: (_, r) => payTypeLabel(t, r.payType),
    },
    {
      key: 'status',
      title: t('receipts.columns.status'),
      render: (_, r) => <ReceiptStatusTag status={r.status} />,
    },
    {
      key: 'details',
      title: t('receipts.columns.action'),
      render: (_, r) => (
        <Link to={r.details} aria-label={t('receipts.admin.showDetailsOf', { name: r.name })}>
          {t('receipts.admin.showDetails')}
        </Link>
      ),
    },
  ];

  const failed = receipts.isError || users.isError;
  return (
    <div className="page receipts-page">
      <Typography.Title level={1} className="page__title">
        {t('receipts.admin.listTitle')}
      </Typography.Title>
      <Card>
        {failed ? (
          <LoadFailedAlert
            onRetry={() => {
              void receipts.refetch();
              void users.refetch();
            }}
          />
        ) : (
          <DataTable<Row>
            label={t('receipts.admin.listTitle')}
            rowKey="key"
            size="middle"
            loading={receipts.isLoading || users.isLoading}
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('receipts.admin.empty') }}
          />
        )}
      </Card>
    </div>
  );
}
