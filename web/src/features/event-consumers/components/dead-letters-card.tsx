import type { DeadLetterView } from '@app/libs';
import { Badge, Button, Card, Skeleton, Switch, Table, type TableColumnsType, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { type DeadLetterFilter, useDeadLettersInfiniteQuery } from '../api/event-consumers.api';
import { ErrorText } from './consumer-state';
import { DeadLetterResolution } from './dead-letter-resolution';
import { formatDateTime } from './format-time';
import { Identifier } from './identifier';
import { RetryButton } from './retry-button';
import { ScrollRegion } from './scroll-region';

interface DeadLettersCardProps {
  openCount: number | undefined;
  pollingInterval: number;
}

/** Events a consumer gave up on, newest first, open ones by default, paged with Load more. */
export function DeadLettersCard({ openCount, pollingInterval }: DeadLettersCardProps) {
  const { t } = useTranslation();
  // The theme's status colours: white on them reads (5.6:1); antd's 'red' and 'green' badges do not.
  const { token } = theme.useToken();
  const switchId = useId();
  const [filter, setFilter] = useState<DeadLetterFilter>('open');
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useDeadLettersInfiniteQuery(filter, { pollingInterval, skipPollingIfUnfocused: true });
  const rows = data?.pages.flatMap((page) => page.data) ?? [];

  const columns: TableColumnsType<DeadLetterView> = [
    {
      key: 'consumer',
      title: t('eventConsumers.deadLetters.consumer'),
      render: (_, d) => <Identifier text={d.consumer} />,
    },
    {
      key: 'type',
      title: t('eventConsumers.deadLetters.eventType'),
      render: (_, d) => <Identifier text={d.event_type} />,
    },
    {
      key: 'aggregate',
      title: t('eventConsumers.deadLetters.aggregate'),
      className: 'event-consumers__id-cell',
      render: (_, d) => (
        <Typography.Text copyable={{ text: d.aggregate_id }}>
          <Identifier text={d.aggregate_id} />
        </Typography.Text>
      ),
    },
    {
      key: 'error',
      title: t('eventConsumers.deadLetters.error'),
      className: 'event-consumers__error-cell',
      render: (_, d) => <ErrorText text={d.error} />,
    },
    {
      key: 'attempts',
      title: t('eventConsumers.deadLetters.attempts'),
      dataIndex: 'attempts',
      align: 'right',
    },
    {
      key: 'failed',
      title: t('eventConsumers.deadLetters.failedAt'),
      className: 'event-consumers__time',
      render: (_, d) => formatDateTime(d.failed_at),
    },
    {
      key: 'resolution',
      title: t('eventConsumers.deadLetters.resolution'),
      render: (_, d) => <DeadLetterResolution letter={d} />,
    },
    {
      key: 'action',
      title: t('eventConsumers.deadLetters.action'),
      render: (_, d) => (d.resolved_at ? null : <RetryButton letter={d} />),
    },
  ];

  return (
    <Card
      title={
        <span className="event-consumers__card-title">
          {t('eventConsumers.deadLetters.title')}
          {openCount !== undefined && (
            <Badge
              count={t('eventConsumers.deadLetters.openCount', { count: openCount })}
              color={openCount > 0 ? token.colorError : token.colorSuccess}
            />
          )}
        </span>
      }
    >
      <div className="event-consumers__toolbar">
        <Typography.Text type="secondary">{t('eventConsumers.deadLetters.intro')}</Typography.Text>
        <span className="event-consumers__switch">
          <Switch
            id={switchId}
            size="small"
            checked={filter === 'all'}
            onChange={(all) => setFilter(all ? 'all' : 'open')}
          />
          <label htmlFor={switchId}>{t('eventConsumers.deadLetters.showAll')}</label>
        </span>
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : isError && !data ? (
        <LoadFailedAlert title={t('eventConsumers.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <>
          <ScrollRegion label={t('eventConsumers.deadLetters.region')}>
            <Table<DeadLetterView>
              rowKey="id"
              size="small"
              className="event-consumers__table event-consumers__table--wide"
              columns={columns}
              dataSource={rows}
              pagination={false}
              locale={{ emptyText: t('eventConsumers.deadLetters.empty') }}
            />
          </ScrollRegion>
          {hasNextPage && (
            <div className="event-consumers__more">
              <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('eventConsumers.deadLetters.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
