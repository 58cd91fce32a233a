import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useMyTransactionsQuery } from '../api/ledger.api';
import { memberTransactionColumns } from './transaction-columns';
import { useNumberingPoll } from './use-numbering-poll';

/** How many of the newest rows /home shows; the whole history is on /transactions. */
export const HOME_TRANSACTION_ROWS = 5;

/** The /home Transactions History card: the newest rows, read as on /transactions, and the way there. */
export function HomeTransactionsCard() {
  const { t, i18n } = useTranslation();
  const numbering = useNumberingPoll();
  const { data = [], isLoading, isError, refetch } = useMyTransactionsQuery(undefined, numbering.options);
  numbering.seen(data);
  return (
    <Card
      title={t('ledger.home.card')}
      className="page-section"
      extra={<LinkButton to={PATHS.transactions}>{t('ledger.home.viewAll')}</LinkButton>}
    >
      {isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={t('ledger.home.card')}
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={memberTransactionColumns(t, i18n.language)}
          dataSource={data.slice(0, HOME_TRANSACTION_ROWS)}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('ledger.empty') }}
        />
      )}
    </Card>
  );
}
