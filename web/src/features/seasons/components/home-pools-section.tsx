import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date';
import { formatUnits } from '../../../shared/format/format-money';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useMyPoolsQuery } from '../api/my-pools.api';
import type { MyPoolShare, MyPoolsOfSeason } from '../api/seasons.types';
import { PastSeasonsCard } from './past-seasons-card';
import { rewardText } from './reward-text';
import { seasonLabel } from './season-label';
import '../seasons.css';

// The language's own percent: "25%" in English and Japanese, "25 %" in German, "%25" in Turkish.
const percent = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

function PoolCard({ title, share, pools }: { title: string; share: MyPoolShare; pools: MyPoolsOfSeason }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const reward = rewardText(t, share, pools.payoutCents, language);
  const estimated = pools.payoutCents !== null && share.shareCents !== null && share.total > 0;
  return (
    <Card
      title={<h2 className="seasons-card-heading">{title}</h2>}
      extra={<Typography.Text type="secondary">{seasonLabel(t, pools.season)}</Typography.Text>}
    >
      <div className="home-pools__figures">
        <Statistic title={t('seasons.home.yourBalance')} value={formatUnits(share.balance, language)} />
        <Statistic title={t('seasons.home.poolBalance')} value={formatUnits(share.total, language)} />
        <Statistic title={t('seasons.home.share')} value={percent(share.sharePercent, language)} />
        <Statistic
          title={t('seasons.home.estimatedReward')}
          value={reward}
          formatter={() => (estimated ? reward : <span className="home-pools__pending">{reward}</span>)}
        />
      </div>
      <Typography.Paragraph type="secondary" className="home-pools__as-of">
        {t('seasons.pools.asOf', { date: formatDateTime(pools.computedAt) })}
      </Typography.Paragraph>
    </Card>
  );
}

/** What seasons add to /home: this season's Lenders and Builders pool cards and the past seasons. */
export function HomePoolsSection() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useMyPoolsQuery();
  let cards;
  if (isLoading) cards = <Skeleton active />;
  else if (isError || !data) cards = <LoadFailedAlert onRetry={() => void refetch()} />;
  else
    cards = (
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <PoolCard title={t('seasons.home.lenders')} share={data.current.lenders} pools={data.current} />
        </Col>
        <Col xs={24} lg={12}>
          <PoolCard title={t('seasons.home.builders')} share={data.current.builders} pools={data.current} />
        </Col>
      </Row>
    );
  return (
    <section className="home-pools" aria-label={t('seasons.home.sectionLabel')}>
      <div className="seasons-stack">
        {cards}
        <PastSeasonsCard past={data?.past ?? []} />
      </div>
    </section>
  );
}
