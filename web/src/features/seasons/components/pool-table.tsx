import { DownloadOutlined } from '@ant-design/icons';
import { USER_PAGE_SIZES } from '@app/libs';
import { Alert, Button, Card, Pagination, Skeleton, Tag, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format/format-date';
import { formatCents, formatUnits } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { poolExportHref, usePoolQuery } from '../api/seasons.api';
import type { PoolName, PoolPage, PoolRow } from '../api/seasons.types';
import { useDebounced } from './use-debounced';

const TITLE_KEYS = { lenders: 'seasons.pools.lenders', builders: 'seasons.pools.builders' } as const;

/** Cents per unit as dollars with 2 decimals; '—' while there is nothing to show. */
const money = (cents: number | null | undefined, language: string): string =>
  cents === null || cents === undefined ? '—' : formatCents(cents, language);

function PoolTotals({ data }: { data: PoolPage }) {
  const { t, i18n } = useTranslation();
  const { balance, poolCents, distributedCents } = data.totals;
  const perUnit = poolCents !== null && balance > 0 ? poolCents / balance : null;
  return (
    <tr className="seasons-total-row">
      <th scope="row" className="ant-table-cell">
        {t('seasons.pools.totalRow')}
      </th>
      <td className="ant-table-cell seasons-number">{formatUnits(balance, i18n.language)}</td>
      <td className="ant-table-cell seasons-number">{money(perUnit, i18n.language)}</td>
      <td className="ant-table-cell seasons-number">{money(distributedCents, i18n.language)}</td>
    </tr>
  );
}

/** Whether the figures are the season's frozen ones or the current season's as they stand now. */
function PoolState({ data }: { data: PoolPage }) {
  const { t, i18n } = useTranslation();
  const { poolCents, balance, members } = data.totals;
  return (
    <div className="pools-status" role="status">
      <div className="seasons-toolbar">
        {data.frozen ? (
          <Tag color="blue">{t('seasons.pools.frozen', { date: formatDateTime(data.season.lockedAt) })}</Tag>
        ) : (
          <Tag color="gold">{t('seasons.pools.asOf', { date: formatDateTime(data.computedAt) })}</Tag>
        )}
        <Typography.Text type="secondary">
          {poolCents === null
            ? t('seasons.pools.noPayout')
            : t('seasons.pools.poolAmount', { amount: formatCents(poolCents, i18n.language) })}
          {' · '}
          {t('seasons.pools.members', { total: formatUnits(members, i18n.language) })}
        </Typography.Text>
      </div>
      {poolCents !== null && poolCents > 0 && balance === 0 ? (
        <Alert type="warning" showIcon title={t('seasons.pools.noBalance')} className="pools-status" />
      ) : null}
    </div>
  );
}

/** One pool of one season: each member's balance, reward per unit and share, with a total row and CSV. */
export function PoolTable({ season, pool }: { season: number; pool: PoolName }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [perPage, setPerPage] = useState<number>(USER_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = usePoolQuery({
    season,
    pool,
    page,
    perPage,
    search,
  });
  const title = t(TITLE_KEYS[pool]);

  const columns: TableColumnsType<PoolRow> = [
    {
      key: 'user',
      title: t('seasons.pools.user'),
      render: (_, row) => (
        <span className="pools-person">
          <Link to={adminUserViewPath(row.user.id)}>{row.user.fullName}</Link>
          <Typography.Text type="secondary" className="pools-person__email">
            {row.user.email}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'balance',
      title: t('seasons.pools.balance'),
      align: 'right',
      render: (_, row) => formatUnits(row.balance, i18n.language),
    },
    {
      key: 'reward',
      title: t('seasons.pools.reward'),
      align: 'right',
      render: (_, row) => money(row.rewardPerUnitCents, i18n.language),
    },
    {
      key: 'total',
      title: t('seasons.pools.total'),
      align: 'right',
      render: (_, row) => money(row.shareCents, i18n.language),
    },
  ];

  return (
    <Card
      title={<h2 className="seasons-card-heading">{title}</h2>}
      className="seasons-card"
      extra={
        <Button
          icon={<DownloadOutlined />}
          href={poolExportHref(season, pool)}
          download
          aria-label={`${t('seasons.pools.export')}: ${title}`}
        >
          {t('seasons.pools.export')}
        </Button>
      }
    >
      <ListToolbar
        perPage={perPage}
        search={typed}
        pageSizeLabel={t('seasons.pools.pageSize', { pool: title })}
        searchLabel={t('seasons.pools.search', { pool: title })}
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
          {data ? <PoolState data={data} /> : null}
          <DataTable<PoolRow>
            label={title}
            rowKey={(row) => row.user.id}
            columns={columns}
            dataSource={data?.rows.data ?? []}
            loading={isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('seasons.units.empty') }}
            summary={() => (data && data.rows.data.length > 0 ? <PoolTotals data={data} /> : null)}
          />
          <div className="seasons-pagination">
            <Pagination
              current={data?.rows.current_page ?? page}
              pageSize={perPage}
              total={data?.rows.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
              hideOnSinglePage
            />
          </div>
        </>
      )}
    </Card>
  );
}
