import { OrderedListOutlined, ReloadOutlined } from '@ant-design/icons';
import { QUEUE_DASHBOARD_PATH } from '@app/libs';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { eventConsumersApi, useEventLogStatusQuery } from '../api/event-consumers.api';
import { ConsumersTable } from '../components/consumers-table';
import { DeadLettersCard } from '../components/dead-letters-card';
import { SealerCard } from '../components/sealer-card';
import '../event-consumers.css';

/** Polling pauses while the tab is hidden (RTK Query's focus tracking, set up with the store). */
const REFRESH_MS = 5000;

/** /admin/event-consumers: the event log's background side — the sealer, each consumer, failed events. */
export function EventConsumersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch, fulfilledTimeStamp } = useEventLogStatusQuery(undefined, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const refresh = () => dispatch(eventConsumersApi.util.invalidateTags(['EventConsumers', 'DeadLetters']));
  const answeredAt = fulfilledTimeStamp ? new Date(fulfilledTimeStamp) : new Date();

  return (
    <div className="page event-consumers">
      <div className="event-consumers__head">
        <Typography.Title level={1} className="page__title">
          {t('eventConsumers.title')}
        </Typography.Title>
        <Space wrap>
          {/* A page of the server's (bull-board), not of this app: a plain link, opened with the session cookie. */}
          <Button href={QUEUE_DASHBOARD_PATH} icon={<OrderedListOutlined aria-hidden />}>
            {t('eventConsumers.queueDashboard')}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={refresh}>
            {t('eventConsumers.refresh')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('eventConsumers.autoRefresh')}</Typography.Paragraph>
      <div className="stack">
        {isError && <LoadFailedAlert title={t('eventConsumers.loadFailed')} onRetry={() => void refetch()} />}
        {isLoading ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          data && (
            <>
              <SealerCard sealer={data.sealer} now={answeredAt} />
              <ConsumersTable status={data} />
            </>
          )
        )}
        <DeadLettersCard openCount={data?.open_dead_letters} pollingInterval={REFRESH_MS} />
      </div>
    </div>
  );
}
