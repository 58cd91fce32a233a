import { Button, Card, Input, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatUnits } from '../../../shared/format/format-money';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import type { AwaitingUser } from '@app/libs';
import {
  useApproveTransferMutation,
  usePendingPaymentsQuery,
  useRejectUserMutation,
} from '../api/receipts.api';
import type { ApproveUnitsValues } from '../components/approve-units-modal';
import { useKeepPageInRange, usePagedList } from '../components/paged-list';
import { payTypeLabel } from '../components/pay-type-label';
import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ApproveUnitsModal = lazyModal(() =>
  import('../components/approve-units-modal').then((m) => m.ApproveUnitsModal),
);
const RejectModal = lazyModal(() => import('../components/reject-modal').then((m) => m.RejectModal));

type Decision = { kind: 'approve' | 'reject'; user: AwaitingUser } | null;

/** /admin/pending/payments: members who chose to pay later, searchable and paged; approving posts their units. */
export function AdminPendingPaymentsPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const list = usePagedList();
  const { data, isFetching, isError, refetch } = usePendingPaymentsQuery(list.query);
  useKeepPageInRange(data, list.goToPage);
  const [approve, approving] = useApproveTransferMutation();
  const [reject, rejecting] = useRejectUserMutation();
  const [decision, setDecision] = useState<Decision>(null);
  const keys = useSubmissionKeys();
  const who = (user: AwaitingUser) => `${user.fullName} (${user.email})`;

  const onApprove = async (user: AwaitingUser, values: ApproveUnitsValues) => {
    const scope = `approve:${user.id}`;
    await approve({
      body: {
        user: user.id,
        unit: values.unit,
        narration: values.narration,
        pending_payment: true,
        ...(values.approval_reason?.trim() ? { approval_reason: values.approval_reason.trim() } : {}),
      },
      idempotencyKey: keys.keyFor(scope),
    }).unwrap();
    keys.renew(scope);
    toast.success(t('receipts.admin.approved'));
    setDecision(null);
  };
  const onReject = async (user: AwaitingUser, reject_reason: string) => {
    const scope = `reject:${user.id}`;
    try {
      await reject({
        body: { user_id: user.id, action: 'reject', reject_reason, pending_payment: true },
        idempotencyKey: keys.keyFor(scope),
      }).unwrap();
      keys.renew(scope);
      toast.success(t('receipts.admin.rejected'));
      setDecision(null);
    } catch (error) {
      toast.serverError(error);
    }
  };

  const columns: TableColumnsType<AwaitingUser> = [
    {
      key: 'name',
      title: t('receipts.columns.name'),
      render: (_, r) => <Link to={adminUserViewPath(r.id)}>{r.fullName}</Link>,
    },
    { key: 'email', title: t('receipts.columns.email'), dataIndex: 'email' },
    {
      key: 'units',
      title: t('receipts.columns.units'),
      align: 'right',
      render: (_, r) => formatUnits(r.details.unit_purchase_intent, i18n.language),
    },
    {
      key: 'amount',
      title: t('receipts.columns.amount'),
      align: 'right',
      render: (_, r) => formatCents(r.amount_cents, i18n.language),
    },
    {
      key: 'payType',
      title: t('receipts.columns.payType'),
      render: (_, r) => payTypeLabel(t, r.details.pay_type),
    },
    {
      key: 'action',
      title: t('receipts.columns.action'),
      render: (_, r) => (
        <Space wrap>
          <Button size="small" type="primary" onClick={() => setDecision({ kind: 'approve', user: r })}>
            {t('receipts.admin.approve')}
          </Button>
          <Button size="small" danger onClick={() => setDecision({ kind: 'reject', user: r })}>
            {t('receipts.admin.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  const current = decision?.user ?? null;
  return (
    <div className="page receipts-page">
      <Typography.Title level={1} className="page__title">
        {t('receipts.admin.pendingTitle')}
      </Typography.Title>
      <Card>
        <Input.Search
          className="receipts-search"
          allowClear
          aria-label={t('receipts.admin.pendingSearch')}
          placeholder={t('receipts.admin.searchPlaceholder')}
          onSearch={list.searchFor}
        />
        {isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <DataTable<AwaitingUser>
            label={t('receipts.admin.pendingTitle')}
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={columns}
            dataSource={data?.data ?? []}
            pagination={list.pagination(data)}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('receipts.admin.noPending') }}
          />
        )}
      </Card>
      <ApproveUnitsModal
        open={decision?.kind === 'approve'}
        title={t('receipts.admin.approvePaymentTitle')}
        okText={t('receipts.admin.approve')}
        recipient={current ? who(current) : '-'}
        initialUnits={current?.details.unit_purchase_intent ?? 1}
        unitsMessage={t('ledger.serverMessages.atLeastOneUnit')}
        withApprovalReason
        submitting={approving.isLoading}
        onEdit={() => current && keys.renew(`approve:${current.id}`)}
        onSubmit={(values) => (current ? onApprove(current, values) : Promise.resolve())}
        onClose={() => setDecision(null)}
      />
      <RejectModal
        open={decision?.kind === 'reject'}
        recipient={current ? who(current) : '-'}
        submitting={rejecting.isLoading}
        onSubmit={(reason) => (current ? onReject(current, reason) : Promise.resolve())}
        onClose={() => setDecision(null)}
      />
    </div>
  );
}
