import { Card, Input, type TableColumnsType, Typography } from 'antd';
import type { LoanRequestView } from '@app/libs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { formatCents } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useLoanRequestsQuery } from '../api/payments.api';
import '../payments.css';

const PAGE_SIZES = [10, 50, 100];

/** /admin/loan-requests: what members asked to buy, newest first, searchable and paged. */
export function AdminLoanRequestsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const { data, isFetching, isError, refetch } = useLoanRequestsQuery({ search, page, perPage });
  const money = (cents: number) => formatCents(cents, i18n.language);

  const columns: TableColumnsType<LoanRequestView> = [
    {
      key: 'date',
      title: t('payments.loans.columns.date'),
      render: (_, r) => formatDate(r.created_at),
      width: 120,
    },
    {
      key: 'user',
      title: t('payments.loans.columns.user'),
      render: (_, r) =>
        r.user ? (
          <Link to={adminUserViewPath(r.user.id)}>{r.user.fullName}</Link>
        ) : (
          <Typography.Text type="secondary">{t('ledger.deletedBySuperAdmin')}</Typography.Text>
        ),
    },
    {
      key: 'amount',
      title: t('payments.loans.columns.amount'),
      align: 'right',
      render: (_, r) => money(r.amount_cents),
    },
    {
      key: 'total',
      title: t('payments.loans.columns.total'),
      align: 'right',
      render: (_, r) => money(r.total_amount_cents),
    },
    {
      key: 'frequency',
      title: t('payments.loans.columns.frequency'),
      render: (_, r) =>
        r.payment_frequency === 'monthly' ? t('payments.loans.monthly') : t('payments.loans.oneTime'),
    },
    {
      key: 'payType',
      title: t('payments.loans.columns.payType'),
      render: (_, r) => t(`payTypes.${r.pay_type}`, { defaultValue: r.pay_type }),
    },
  ];

  return (
    <div className="page ledger-like-page">
      <Typography.Title level={1} className="page__title">
        {t('payments.loans.title')}
      </Typography.Title>
      <Card>
        <Input.Search
          className="admin-search"
          allowClear
          aria-label={t('payments.loans.search')}
          placeholder={t('payments.loans.searchPlaceholder')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <DataTable<LoanRequestView>
            label={t('payments.loans.title')}
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={columns}
            dataSource={data?.data ?? []}
            pagination={{
              current: data?.current_page ?? page,
              pageSize: perPage,
              total: data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              hideOnSinglePage: false,
              onChange: (next, size) => {
                setPage(size === perPage ? next : 1);
                setPerPage(size);
              },
            }}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('payments.loans.empty') }}
          />
        )}
      </Card>
    </div>
  );
}
