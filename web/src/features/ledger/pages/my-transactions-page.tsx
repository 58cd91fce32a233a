import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTransactionsQuery } from '../api/ledger.api';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { agreementColumn } from '../components/agreement-download';
import { memberTransactionColumns } from '../components/transaction-columns';
import { useNumberingPoll } from '../components/use-numbering-poll';
import '../ledger.css';

/** /transactions: the member's own transactions, newest first; `children` follow (the Receipts card). */
export function MyTransactionsPage({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // A row committed a moment ago gets its Trx# from the log a moment later: read again until it has one.
  const numbering = useNumberingPoll();
  const { data = [], isLoading, isError, refetch } = useMyTransactionsQuery(undefined, numbering.options);
  numbering.seen(data);
  return (
    <div className="page ledger-page">
      <Typography.Title level={1} className="page__title">
        {t('ledger.myTransactions.title')}
      </Typography.Title>
      <Card title={t('ledger.myTransactions.card')}>
        {isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <DataTable
            label={t('ledger.myTransactions.card')}
            rowKey="id"
            size="middle"
            loading={isLoading}
            columns={[...memberTransactionColumns(t, i18n.language), agreementColumn(t, 'member')]}
            dataSource={data}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 720 }}
            locale={{ emptyText: t('ledger.empty') }}
          />
        )}
      </Card>
      {children ? <div className="page-section">{children}</div> : null}
    </div>
  );
}
