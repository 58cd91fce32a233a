import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useSeasonsQuery } from '../api/seasons.api';
import { PayoutForm } from '../components/payout-form';
import { PoolTable } from '../components/pool-table';

import { formatDay } from '../components/season-days';
import { seasonLabel } from '../components/season-label';
import '../seasons.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ScheduleSeasonModal = lazyModal(() =>
  import('../components/schedule-season-modal').then((m) => m.ScheduleSeasonModal),
);

/** /admin/pools: one season's Lender's and Builder's pools, its payout, and the create-season modal. */
export function AdminPoolsPage() {
  const { t } = useTranslation();
  const seasonId = useId();
  const { data: seasons, isLoading, isError, refetch } = useSeasonsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const current = seasons?.find((season) => season.current) ?? seasons?.at(-1);
  const season = seasons?.find((s) => s.no === chosen) ?? current;

  let body;
  if (isLoading) body = <Skeleton active />;
  else if (isError || !seasons) body = <LoadFailedAlert onRetry={() => void refetch()} />;
  else if (!season) body = <Empty description={t('seasons.pools.noSeasons')} />;
  else
    body = (
      <div className="seasons-stack">
        <Card className="seasons-card">
          <div className="pools-controls">
            <div className="pools-controls__season">
              <label htmlFor={seasonId} className="pools-controls__label">
                {t('seasons.pools.season')}
              </label>
              <LazySelect
                id={seasonId}
                aria-label={t('seasons.pools.season')}
                value={season.no}
                options={seasons.map((s) => ({
                  value: s.no,
                  label: s.current
                    ? `${seasonLabel(t, s)} (${t('seasons.current')})`
                    : `${seasonLabel(t, s)} (${t('seasons.lockedAt', { date: formatDay(s.lockDate) })})`,
                }))}
                onChange={setChosen}
              />
            </div>
            <PayoutForm key={`${season.no}-${season.payoutCents ?? ''}`} season={season} />
          </div>
        </Card>
        <Row gutter={[24, 24]}>
          <Col xs={24} xxl={12}>
            <PoolTable key={`lenders-${season.no}`} season={season.no} pool="lenders" />
          </Col>
          <Col xs={24} xxl={12}>
            <PoolTable key={`builders-${season.no}`} season={season.no} pool="builders" />
          </Col>
        </Row>
      </div>
    );

  return (
    <div className="page seasons-page">
      <div className="seasons-page__head">
        <Typography.Title level={1} className="page__title">
          {t('seasons.pools.title')}
        </Typography.Title>
        <Button type="primary" icon={<CalendarOutlined />} onClick={() => setCreating(true)}>
          {t('seasons.pools.createSeason')}
        </Button>
      </div>
      {body}
      <ScheduleSeasonModal open={creating} wording="create" onClose={() => setCreating(false)} />
    </div>
  );
}
