import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../shared/format/format-money';
import { CardTitle } from '../../../shared/ui/card-title';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useTierInfoQuery } from '../api/network.api';
import { TierDateFilter, type JoinRange } from './tier-date-filter';
import { TierTabs } from './tier-tabs';

/** The /home Network card: the downline's size and units, and its members tier by tier. */
export function NetworkCard() {
  const { t, i18n } = useTranslation();
  // Fresh on each visit: members join in the background, and the figures are cheap read models.
  const {
    data: tiers,
    isLoading,
    isError,
    refetch,
  } = useTierInfoQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [selected, setSelected] = useState(1);
  const [range, setRange] = useState<JoinRange | null>(null);

  const body = () => {
    if (isError) return <LoadFailedAlert title={t('network.loadFailed')} onRetry={() => void refetch()} />;
    if (!tiers) return null;
    if (tiers.max === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.noReferrals')} />;
    }
    return (
      <>
        <Row gutter={[16, 16]} className="network-card__totals">
          <Col xs={12}>
            <Statistic title={t('network.totalMembers')} value={tiers.total} />
          </Col>
          <Col xs={12}>
            <Statistic
              title={t('network.totalUnits')}
              value={tiers.total_units}
              formatter={(value) => formatUnits(Number(value), i18n.language)}
            />
          </Col>
        </Row>
        <TierDateFilter onApply={setRange} />
        <TierTabs
          max={tiers.max}
          selected={Math.min(selected, tiers.max)}
          onSelect={setSelected}
          range={range}
        />
      </>
    );
  };

  return (
    <Card title={<CardTitle>{t('network.card')}</CardTitle>} loading={isLoading} className="network-card">
      {body()}
    </Card>
  );
}
