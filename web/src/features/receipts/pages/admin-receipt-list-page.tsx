import { Card, Input, type TableColumnsType, Typography } from 'antd';
import type { AdminReceiptView, AwaitingUser, ReceiptStatus } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useAllReceiptsQuery, useVerificationUsersQuery } from '../api/receipts.api';
import { useKeepPageInRange, usePagedList } from '../components/paged-list';
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

/** A member awaiting verification of their account receipt: to the member's verification view. */
export const awaitingRow = (u: AwaitingUser): Row => ({
  key: u.receipt_id || `user:${u.id}`,
  name: u.fullName,
  email: u.email,
  units: u.details.unit_purchase_intent,
  payType: u.details.pay_type,
  status: u.details.paid,
  details: receiptVerificationPath(u.id),
});

/**
 * A receipt of /transactions opens its own view; a member's activation or pay-later receipt opens the
 * verification view of the member (spec).
 */
export const receiptRow = (r: AdminReceiptView, deletedUser: string): Row => ({
  key: r.id,
  name: r.user?.fullName ?? deletedUser,
  email: r.user?.email ?? '-',
  units: r.unit_purchase_intent,
  payType: r.pay_type,
  status: r.paid,
  details: r.source === 'purchase' || !r.user ? receiptViewPath(r.id) : receiptVerificationPath(r.user.id),
});

/**
 * /admin/receipt/list: members whose account receipt awaits verification (the work to do), then
 * every receipt members sent, each paged; one search (name or email) narrows both (ADR 0027).
 */
export function AdminReceiptListPage() {
  const { t } = useTranslation();
  const awaitingList = usePagedList();
  const receiptList = usePagedList();
  const users = useVerificationUsersQuery(awaitingList.query);
  const receipts = useAllReceiptsQuery(receiptList.query);
  useKeepPageInRange(users.data, awaitingList.goToPage);
  useKeepPageInRange(receipts.data, receiptList.goToPage);
  const deleted = t('ledger.deletedBySuperAdmin');

  return (
    <div className="page receipts-page">
      <Typography.Title level={1} className="page__title">
        {t('receipts.admin.listTitle')}
      </Typography.Title>
      <Input.Search
        className="receipts-search"
        allowClear
        aria-label={t('receipts.admin.search')}
        placeholder={t('receipts.admin.searchPlaceholder')}
        onSearch={(value) => {
          awaitingList.searchFor(value);
          receiptList.searchFor(value);
        }}
      />
      <Card title={<h2 className="receipts-card-heading">{t('receipts.admin.awaitingTitle')}</h2>}>
        {users.isError ? (
          <LoadFailedAlert onRetry={() => void users.refetch()} />
        ) : (
          <ReceiptTable
            label={t('receipts.admin.awaitingTitle')}
            loading={users.isFetching}
            rows={(users.data?.data ?? []).map(awaitingRow)}
            pagination={awaitingList.pagination(users.data)}
          />
        )}
      </Card>
      <Card title={<h2 className="receipts-card-heading">{t('receipts.admin.allTitle')}</h2>}>
        {receipts.isError ? (
          <LoadFailedAlert onRetry={() => void receipts.refetch()} />
        ) : (
          <ReceiptTable
            label={t('receipts.admin.allTitle')}
            loading={receipts.isFetching}
            rows={(receipts.data?.data ?? []).map((r) => receiptRow(r, deleted))}
            pagination={receiptList.pagination(receipts.data)}
          />
        )}
      </Card>
    </div>
  );
}

interface ReceiptTableProps {
  label: string;
  loading: boolean;
  rows: Row[];
  pagination: ReturnType<ReturnType<typeof usePagedList>['pagination']>;
}

function ReceiptTable({ label, loading, rows, pagination }: ReceiptTableProps) {
  const { t, i18n } = useTranslation();
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
  return (
    <DataTable<Row>
      label={label}
      rowKey="key"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('receipts.admin.empty') }}
    />
  );
}
