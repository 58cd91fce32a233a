import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { adminUserViewPath, PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';
import { SearchField } from '../../../shared/ui/search-field';
import type { TransactionView } from '@app/libs';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useAdminTransactionsQuery, useDeleteTransactionMutation } from '../api/ledger.api';

import { CursorTable } from '../components/cursor-table';
import { StateTag } from '../components/state-tag';
import { dollars } from '../components/transaction-columns';
import { trxNumber } from '../components/trx-text';
import { describeTransaction } from '../components/transaction-description';
import { useCursorPager } from '../components/use-cursor-pager';
import { useLedgerToast } from '../components/use-ledger-toast';
import { useNumberingPoll } from '../components/use-numbering-poll';
import '../ledger.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ApproveModal = lazyModal(
  () => import('../components/approve-modal').then((m) => m.ApproveModal),
  ({ transaction }) => transaction !== null,
);

const PAGE_SIZES = [10, 50, 100];

/** /admin/transactions: every transaction, searchable, keyset-paged, with approve and delete. */
export function AdminTransactionsPage() {
  const { t, i18n } = useTranslation();
  const toast = useLedgerToast();
  const [search, setSearch] = useState('');
  const [perPage, setPerPage] = useState(10);
  const pager = useCursorPager();
  const [approving, setApproving] = useState<TransactionView | null>(null);
  const numbering = useNumberingPoll();
  const { data, isFetching, isError, refetch } = useAdminTransactionsQuery(
    { search, perPage, cursor: pager.cursor },
    numbering.options,
  );
  numbering.seen(data?.data);
  const [remove, { isLoading: deleting, originalArgs: deleteCall }] = useDeleteTransactionMutation();
  const deletingId = deleteCall?.body.id;
  // One key per deletion of a row: a second confirm or a retry appends one reversal.
  const submissions = useSubmissionKeys();

  const onDelete = async (id: string) => {
    try {
      await remove({ body: { id }, idempotencyKey: submissions.keyFor(`delete:${id}`) }).unwrap();
      submissions.renew(`delete:${id}`);
      toast.success(t('ledger.serverMessages.deleted'));
    } catch {
      toast.error(t('ledger.toasts.deleteFailed'));
    }
  };

  const columns: TableColumnsType<TransactionView> = [
    { key: 'trx', title: t('ledger.columns.trx'), render: (_, r) => trxNumber(r), width: 90 },
    { key: 'date', title: t('ledger.columns.date'), dataIndex: 'created_at_date', width: 120 },
    {
      key: 'user',
      title: t('ledger.columns.user'),
      render: (_, r) =>
        r.user ? (
          <Link to={adminUserViewPath(r.user.id)}>{r.user.fullName}</Link>
        ) : (
          <Typography.Text type="secondary">{t('ledger.deletedBySuperAdmin')}</Typography.Text>
        ),
    },
    {
      key: 'description',
      title: t('ledger.columns.description'),
      render: (_, r) => describeTransaction(t, r),
    },
    { key: 'units', title: t('ledger.columns.units'), dataIndex: 'units', align: 'right' },
    {
      key: 'status',
      title: t('ledger.columns.status'),
      render: (_, r) => <StateTag transaction={r} reversals onPending={() => setApproving(r)} />,
    },
    {
      key: 'amount',
      title: t('ledger.columns.amount'),
      align: 'right',
      render: (_, r) => dollars(r.amount, i18n.language),
    },
    {
      key: 'action',
      title: t('ledger.columns.action'),
      width: 80,
      render: (_, r) =>
        r.state === 'done' ? (
          <Popconfirm
            title={t('ledger.confirmDelete')}
            okText={t('yesNo.Yes')}
            cancelText={t('yesNo.No')}
            onConfirm={() => onDelete(r.id)}
          >
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('ledger.deleteTransaction', { trx: trxNumber(r) })}
              loading={deleting && deletingId === r.id}
            />
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <div className="page ledger-page">
      <div className="ledger-page__head">
        <Typography.Title level={1} className="page__title">
          {t('ledger.adminTransactions.title')}
        </Typography.Title>
        <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.adminTransactionsCreate}>
          {t('ledger.adminTransactions.transferUnits')}
        </LinkButton>
      </div>
      <Card>
        <div className="ledger-toolbar">
          <SearchField
            className="ledger-toolbar__search"
            placeholder={t('ledger.adminTransactions.searchPlaceholder')}
            label={t('ledger.adminTransactions.search')}
            onSearch={(value) => {
              setSearch(value);
              pager.reset();
            }}
          />
          <LazySelect
            aria-label={t('ledger.paging.pageSize')}
            value={perPage}
            onChange={(value: number) => {
              setPerPage(value);
              pager.reset();
            }}
            options={PAGE_SIZES.map((size) => ({ value: size, label: t('ledger.paging.perPage', { size }) }))}
          />
        </div>
        <CursorTable
          label={t('ledger.adminTransactions.title')}
          rowKey="id"
          size="middle"
          columns={columns}
          rows={data?.data}
          loading={isFetching}
          failed={isError}
          onRetry={() => void refetch()}
          scrollX={960}
          pager={pager}
          nextCursor={data?.next_cursor}
        />
      </Card>
      <ApproveModal transaction={approving} onClose={() => setApproving(null)} />
    </div>
  );
}
