import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../shared/format/format-money';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { type PlainColumn, PlainTable } from '../../../shared/ui/plain-table';
import { useMySeasonsQuery } from '../api/my-pools.api';
import type { MyPoolsOfSeason, MySeason } from '../api/seasons.types';
import { rewardText } from './reward-text';
import { formatDay } from './season-days';
import { seasonLabel } from './season-label';

interface PastRow {
  season: MySeason;
  pools: MyPoolsOfSeason | undefined;
}

/** The member's locked seasons: their units in each, and their Lenders and Builders pool rewards. */
export function PastSeasonsCard({ past }: { past: MyPoolsOfSeason[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, isLoading, isFetching, isError, refetch } = useMySeasonsQuery();
  const title = t('seasons.home.pastTitle');
  const rows: PastRow[] = (data ?? [])
    .filter((season) => season.id !== null)
    .map((season) => ({ season, pools: past.find((p) => p.season.no === season.season_id) }))
    .reverse();

  const reward = (row: PastRow, pool: 'lenders' | 'builders') =>
    row.pools ? rewardText(t, row.pools[pool], row.pools.payoutCents, language) : '—';

  const columns: PlainColumn<PastRow>[] = [
    {
      key: 'season',
      title: t('seasons.home.columns.season'),
      render: (_, row) => seasonLabel(t, { no: row.season.season_id, name: row.season.name }),
    },
    {
      key: 'locked',
      title: t('seasons.home.columns.lockDate'),
      render: (_, row) => formatDay(row.season.lockDate),
    },
    {
      key: 'units',
      title: t('seasons.home.columns.units'),
      align: 'right',
      render: (_, row) => formatUnits(row.season.units, language),
    },
    {
      key: 'builders-balance',
      title: t('seasons.home.columns.buildersBalance'),
      align: 'right',
      render: (_, row) => (row.pools ? formatUnits(row.pools.builders.balance, language) : '—'),
    },
    {
      key: 'lenders',
      title: t('seasons.home.columns.lendersReward'),
      render: (_, row) => reward(row, 'lenders'),
    },
    {
      key: 'builders',
      title: t('seasons.home.columns.buildersReward'),
      render: (_, row) => reward(row, 'builders'),
    },
  ];

  return (
    <Card title={<h2 className="seasons-card-heading">{title}</h2>}>
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <PlainTable<PastRow>
          label={title}
          rowKey={(row) => String(row.season.season_id)}
          columns={columns}
          rows={rows}
          busy={isFetching}
          minWidth="max-content"
          empty={t('seasons.home.pastEmpty')}
        />
      )}
    </Card>
  );
}
