import { PlusOutlined } from '@ant-design/icons';
import { USER_PAGE_SIZES, type AdminUserRow } from '@app/libs';
import { Card, Pagination, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { adminUserViewPath, PATHS } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useUsersQuery } from '../api/back-office.api';
import { CopyReferralButton } from '../components/copy-referral-button';
import { PaymentBadge } from '../components/payment-badge';
import { useDebounced } from '../components/use-debounced';
import '../back-office.css';

/** /admin/users: every user, searched on the server as the admin types, paged. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [perPage, setPerPage] = useState<number>(USER_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useUsersQuery({ page, perPage, search });

  const columns: TableColumnsType<AdminUserRow> = [
    { key: 'name', title: t('backOffice.users.columns.name'), dataIndex: 'fullName' },
    {
      key: 'email',
      title: t('backOffice.users.columns.email'),
      render: (_, row) => <Link to={adminUserViewPath(row.id)}>{row.email}</Link>,
    },
    {
      key: 'role',
      title: t('backOffice.users.columns.role'),
      render: (_, row) => t(`roles.${row.role}`),
    },
    {
      key: 'referral',
      title: t('backOffice.users.columns.referral'),
      render: (_, row) => <CopyReferralButton referralLink={row.referralLink} name={row.fullName} />,
    },
    {
      key: 'joined',
      title: t('backOffice.users.columns.joined'),
      render: (_, row) => formatDate(row.created_at),
    },
    {
      key: 'status',
      title: t('backOffice.users.columns.status'),
      render: (_, row) => <PaymentBadge status={row.payment_status} />,
    },
    {
      key: 'details',
      title: t('backOffice.users.columns.action'),
      render: (_, row) => (
        <Link
          to={adminUserViewPath(row.id)}
          aria-label={t('backOffice.users.showDetailsOf', { name: row.fullName })}
        >
          {t('backOffice.users.showDetails')}
        </Link>
      ),
    },
  ];

  return (
    <div className="page back-office-page">
      <div className="back-office-page__head">
        <Typography.Title level={1} className="page__title">
          {t('backOffice.users.title')}
        </Typography.Title>
        <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.adminUsersCreate}>
          {t('backOffice.users.addUser')}
        </LinkButton>
      </div>
      <Card>
        <ListToolbar
          perPage={perPage}
          search={typed}
          pageSizeLabel={t('backOffice.users.pageSize')}
          searchLabel={t('backOffice.users.search')}
          searchPlaceholder={t('backOffice.users.searchPlaceholder')}
          onPerPageChange={setPerPage}
          onSearchChange={setTyped}
          onFirstPage={() => setPage(1)}
        />
        {isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <>
            <DataTable<AdminUserRow>
              label={t('backOffice.users.title')}
              rowKey="id"
              columns={columns}
              dataSource={data?.data ?? []}
              loading={isFetching}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('backOffice.noRecord') }}
            />
            <div className="back-office-pagination">
              <Pagination
                current={data?.current_page ?? page}
                pageSize={perPage}
                total={data?.total ?? 0}
                showSizeChanger={false}
                onChange={setPage}
                hideOnSinglePage
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
