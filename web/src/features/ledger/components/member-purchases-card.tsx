import type { TransactionView } from '@app/libs';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useMemberPurchasesQuery } from '../api/ledger.api';
import { agreementColumn } from './agreement-download';
import { dollars } from './transaction-columns';
import { trxNumber } from './trx-text';
import { describeTransaction } from './transaction-description';

/** The user view's purchases of one member, each with its lending agreement to download (ADR 0033). */
export function MemberPurchasesCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading, isError, refetch } = useMemberPurchasesQuery(userId, { skip: !userId });
  const columns: TableColumnsType<TransactionView> = [
    { key: 'trx', title: t('ledger.columns.trx'), render: (_, r) => trxNumber(r), width: 90 },
    { key: 'date', title: t('ledger.columns.date'), dataIndex: 'created_at_date', width: 120 },
    {
      key: 'description',
      title: t('ledger.columns.description'),
      render: (_, r) => describeTransaction(t, r),
    },
    { key: 'units', title: t('ledger.columns.units'), dataIndex: 'units', align: 'right' },
    {
      key: 'amount',
      title: t('ledger.columns.amount'),
      align: 'right',
      render: (_, r) => dollars(r.amount, i18n.language),
    },
    agreementColumn(t, 'admin'),
  ];
  return (
    <Card title={t('ledger.agreement.purchases')}>
      {isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={t('ledger.agreement.purchases')}
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={columns}
          dataSource={data}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('ledger.agreement.noPurchases') }}
        />
      )}
    </Card>
  );
}
