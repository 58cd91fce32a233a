import type { TopLeader } from '@app/libs';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { PersonCell } from './person-cell';

export function TopLeadersTable({ leaders, loading }: { leaders: TopLeader[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TopLeader> = [
    { key: 'rank', title: t('backOffice.dashboard.columns.rank'), render: (_, _row, index) => index + 1 },
    {
      key: 'name',
      title: t('backOffice.dashboard.columns.name'),
      render: (_, row) => <PersonCell name={row.fullName} profile={row.profile} />,
    },
    {
      key: 'email',
      title: t('backOffice.dashboard.columns.email'),
      render: (_, row) => <Link to={adminUserViewPath(row.id)}>{row.email}</Link>,
    },
    {
      key: 'joined',
      title: t('backOffice.dashboard.columns.joined'),
      render: (_, row) => formatDate(row.created_at),
    },
    {
      key: 'referrals',
      title: t('backOffice.dashboard.columns.referrals'),
      dataIndex: 'referrals_count',
      align: 'right',
    },
  ];
  return (
    <DataTable<TopLeader>
      label={t('backOffice.dashboard.topLeaders')}
      rowKey="id"
      columns={columns}
      dataSource={leaders}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('backOffice.noRecord') }}
    />
  );
}
