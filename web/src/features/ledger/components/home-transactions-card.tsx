import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { CardTitle } from '../../../shared/ui/card-title';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { PlainTable } from '../../../shared/ui/plain-table';
import { useScreens } from '../../../shared/ui/use-screens';
import { useMyTransactionsQuery } from '../api/ledger.api';
import { HomeTransactionList } from './home-transaction-list';
import { memberTransactionColumns } from './transaction-columns';
import { useNumberingPoll } from './use-numbering-poll';
import '../ledger.css';

/** How many of the newest rows /home shows; the whole history is on /transactions. */
export const HOME_TRANSACTION_ROWS = 5;

/**
 * The /home Transactions History card: the newest rows, read as on /transactions, and the way there.
 * A phone gets them as a list: six columns would leave the units and the state out of sight.
 */
export function HomeTransactionsCard() {
  const { t, i18n } = useTranslation();
  const wide = useScreens().sm !== false;
  const numbering = useNumberingPoll();
  // Fresh on each visit: units move in the background (approvals, transfers).
  const { data, isLoading, isError, refetch } = useMyTransactionsQuery(undefined, {
    ...numbering.options,
    refetchOnMountOrArgChange: true,
  });
  numbering.seen(data);
  const rows = (data ?? []).slice(0, HOME_TRANSACTION_ROWS);

  let body;
  if (isLoading) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (isError || !data) body = <LoadFailedAlert onRetry={() => void refetch()} />;
  else if (rows.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.empty')} />;
  else if (!wide) body = <HomeTransactionList rows={rows} />;
  else
    body = (
      <PlainTable
        label={t('ledger.home.card')}
        rowKey={(row) => row.id}
        columns={memberTransactionColumns(t, i18n.language)}
        rows={rows}
        minWidth={720}
      />
    );

  return (
    <Card
      title={<CardTitle>{t('ledger.home.card')}</CardTitle>}
      className="page-section home-transactions"
      extra={<LinkButton to={PATHS.transactions}>{t('ledger.home.viewAll')}</LinkButton>}
    >
      {body}
    </Card>
  );
}
