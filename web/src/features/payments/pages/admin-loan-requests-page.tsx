import { Card, Input, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { formatDollars } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useLoanRequestsQuery } from '../api/payments.api';
import type { LoanRequestView } from '../api/payment-types';
import '../payments.css';

/** /admin/loan-requests: what members asked to buy, newest first, searchable. */
export function AdminLoanRequestsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const { data = [], isFetching, isError, refetch } = useLoanRequestsQuery(search);
  const money = (value: number) => formatDollars(value, i18n.language);

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
      render: (_, r) => money(r.amount),
    },
    {
      key: 'total',
      title: t('payments.loans.columns.total'),
      align: 'right',
      render: (_, r) => money(r.total_amount),
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
          onSearch={(value) => setSearch(value)}
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
            dataSource={data}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('payments.loans.empty') }}
          />
        )}
      </Card>
    </div>
  );
}
