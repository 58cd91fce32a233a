import { USER_PAGE_SIZES } from '@app/libs';
import { Card, Pagination, Skeleton, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useSeasonUnitsQuery } from '../api/seasons.api';
import type { SeasonColumn, SeasonUnitsReport, SeasonUnitsRow } from '../api/seasons.types';
import { formatDay } from './season-days';
import { seasonLabel } from './season-label';
import { useDebounced } from './use-debounced';

// The chart library is loaded only when the chart is drawn.
const SeasonUnitsChart = lazy(() => import('./season-units-chart'));

function SeasonHeading({ season }: { season: SeasonColumn }) {
  const { t } = useTranslation();
  const locked = formatDay(season.lockDate);
  return (
    <span className="seasons-column-heading">
      <span>{t('seasons.units.seasonUnits', { season: seasonLabel(t, season) })}</span>
      <Typography.Text type="secondary" className="seasons-column-heading__state">
        {season.current || !locked ? t('seasons.current') : t('seasons.lockedAt', { date: locked })}
      </Typography.Text>
    </span>
  );
}

function Totals({ report }: { report: SeasonUnitsReport }) {
  const { t, i18n } = useTranslation();
  const units = (value: number | undefined) => formatUnits(value ?? 0, i18n.language);
  return (
    <tr className="seasons-total-row">
      <th scope="row" className="ant-table-cell">
        {t('seasons.units.totalUsers', { total: units(report.totalUsers) })}
      </th>
      <td className="ant-table-cell" />
      {report.seasons.map((season) => (
        <td key={season.no} className="ant-table-cell seasons-number">
          {units(report.seasonViseUnits[String(season.no)])}
        </td>
      ))}
      <td className="ant-table-cell seasons-number">{units(report.totalUnits)}</td>
    </tr>
  );
}

/** 'Seasons Units': each member's units per season, searched and paged on the server, with totals. */
export function SeasonUnitsTable() {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [perPage, setPerPage] = useState<number>(USER_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useSeasonUnitsQuery({ page, perPage, search });
  const title = t('seasons.units.title');
  const seasons = data?.seasons ?? [];
  const units = (value: number | undefined) => formatUnits(value ?? 0, i18n.language);

  const columns: TableColumnsType<SeasonUnitsRow> = [
    { key: 'name', title: t('seasons.units.name'), dataIndex: 'fullName' },
    {
      key: 'email',
      title: t('seasons.units.email'),
      render: (_, row) => <Link to={adminUserViewPath(row.id)}>{row.email}</Link>,
    },
    ...seasons.map((season) => ({
      key: `season-${season.no}`,
      title: <SeasonHeading season={season} />,
      align: 'right' as const,
      render: (_: unknown, row: SeasonUnitsRow) => units(row.seasonUnits[String(season.no)]),
    })),
    {
      key: 'total',
      title: t('seasons.units.totalUnits'),
      align: 'right',
      render: (_, row) => units(row.totalUnits),
    },
  ];

  return (
    <>
      <Card title={<h2 className="seasons-card-heading">{title}</h2>} className="seasons-card">
        <ListToolbar
          perPage={perPage}
          search={typed}
          pageSizeLabel={t('seasons.units.pageSize')}
          searchLabel={t('seasons.units.search')}
          searchPlaceholder={t('seasons.units.searchPlaceholder')}
          onPerPageChange={setPerPage}
          onSearchChange={setTyped}
          onFirstPage={() => setPage(1)}
        />
        {isLoading ? (
          <Skeleton active />
        ) : isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <>
            <DataTable<SeasonUnitsRow>
              label={title}
              rowKey="id"
              columns={columns}
              dataSource={data?.users.data ?? []}
              loading={isFetching}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('seasons.units.empty') }}
              summary={() => (data && data.users.data.length > 0 ? <Totals report={data} /> : null)}
            />
            <div className="seasons-pagination">
              <Pagination
                current={data?.users.current_page ?? page}
                pageSize={perPage}
                total={data?.users.total ?? 0}
                showSizeChanger={false}
                onChange={setPage}
                hideOnSinglePage
              />
            </div>
          </>
        )}
      </Card>
      {data && seasons.length > 0 ? (
        <Card
          title={<h2 className="seasons-card-heading">{t('seasons.units.chartTitle')}</h2>}
          className="seasons-card"
        >
          <Suspense fallback={<Skeleton active />}>
            <SeasonUnitsChart
              points={seasons.map((season) => ({
                label: seasonLabel(t, season),
                units: data.seasonViseUnits[String(season.no)] ?? 0,
              }))}
            />
          </Suspense>
        </Card>
      ) : null}
    </>
  );
}
