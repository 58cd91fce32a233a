import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyRangePicker } from '../../../shared/antd/lazy-date-picker';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { AppTabs } from '../../../shared/ui/app-tabs';
import { formatDollars } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import {
  type LedgerFilter,
  type LedgerTransfer,
  toQueryString,
  useLedgerTransfersQuery,
} from '../api/ledger.api';
import { CursorTable } from '../components/cursor-table';
import { isAccount, isKind, isStatus, KINDS, STATUSES, time } from '../components/ledger-audit-words';
import { trxText } from '../components/trx-text';
import { useCursorPager } from '../components/use-cursor-pager';
import { UserPicker } from '../components/user-picker';
import { transferTypeText } from '../components/verification-problem-text';
import { VerifyLedger } from '../components/verify-ledger';
import '../ledger.css';

const StatementTab = lazy(() =>
  import('../components/ledger-audit-tabs').then((m) => ({ default: m.StatementTab })),
);
const EventsTab = lazy(() =>
  import('../components/ledger-audit-tabs').then((m) => ({ default: m.EventsTab })),
);

interface DateLike {
  startOf(unit: 'day'): DateLike;
  endOf(unit: 'day'): DateLike;
  toISOString(): string;
}

/** /admin/ledger: staff audit the unit ledger — filtered transfers, a member statement, the event log, verify. */
export function LedgerAuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LedgerFilter>({});
  const pager = useCursorPager();
  const change = (patch: Partial<LedgerFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    pager.reset();
  };

  return (
    <div className="page ledger-page">
      <div className="ledger-page__head">
        <Typography.Title level={1} className="page__title">
          {t('ledger.audit.title')}
        </Typography.Title>
      </div>
      <div className="stack">
        <Card>
          <VerifyLedger />
        </Card>
        <Card>
          <div className="ledger-filters">
            <div className="ledger-filter">
              <label htmlFor="ledger-member">{t('ledger.audit.member')}</label>
              <UserPicker
                id="ledger-member"
                allowClear
                value={filter.member}
                onChange={(member) => change({ member })}
              />
            </div>
            <div className="ledger-filter">
              <span className="ledger-filter__label">{t('ledger.audit.dates')}</span>
              <LazyRangePicker
                className="full-width"
                format="MM-DD-YYYY"
                aria-label={t('ledger.audit.dates')}
                onChange={(range) => {
                  const [from, to] = (range ?? []) as (DateLike | null)[];
                  change({
                    from: from ? from.startOf('day').toISOString() : undefined,
                    to: to ? to.endOf('day').toISOString() : undefined,
                  });
                }}
              />
            </div>
            <div className="ledger-filter">
              <label htmlFor="ledger-kind">{t('ledger.audit.kind')}</label>
              <LazySelect<string>
                id="ledger-kind"
                className="full-width"
                aria-label={t('ledger.audit.kind')}
                value={filter.kind ?? ''}
                onChange={(kind) => change({ kind: kind || undefined })}
                options={[
                  { value: '', label: t('ledger.audit.any') },
                  ...KINDS.map((kind) => ({ value: kind, label: t(`ledger.kinds.${kind}`) })),
                ]}
              />
            </div>
            <div className="ledger-filter">
              <label htmlFor="ledger-status">{t('ledger.audit.status')}</label>
              <LazySelect<string>
                id="ledger-status"
                className="full-width"
                aria-label={t('ledger.audit.status')}
                value={filter.status ?? ''}
                onChange={(status) => change({ status: isStatus(status) ? status : undefined })}
                options={[
                  { value: '', label: t('ledger.audit.any') },
                  ...STATUSES.map((status) => ({
                    value: status,
                    label: t(`ledger.auditStatuses.${status}`),
                  })),
                ]}
              />
            </div>
          </div>
          <AppTabs
            items={[
              {
                key: 'transfers',
                label: t('ledger.audit.transfersTab'),
                children: <TransfersTab filter={filter} pager={pager} />,
              },
              {
                key: 'statement',
                label: t('ledger.audit.statementTab'),
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <StatementTab filter={filter} />
                  </Suspense>
                ),
              },
              {
                key: 'events',
                label: t('ledger.audit.eventsTab'),
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <EventsTab />
                  </Suspense>
                ),
              },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}

function TransfersTab({ filter, pager }: { filter: LedgerFilter; pager: ReturnType<typeof useCursorPager> }) {
  const { t, i18n } = useTranslation();
  const accountName = (kind: string) => (isAccount(kind) ? t(`ledger.accounts.${kind}`) : kind);
  const { data, isFetching, isError } = useLedgerTransfersQuery({ ...filter, cursor: pager.cursor });
  const exportHref = `/api/admin/ledger/export.csv?${toQueryString({ ...filter })}`;
  const columns: TableColumnsType<LedgerTransfer> = [
    { key: 'no', title: t('ledger.columns.trx'), render: (_, r) => trxText(r.no), width: 80 },
    { key: 'date', title: t('ledger.columns.date'), render: (_, r) => time(r.created_at), width: 180 },
    { key: 'type', title: t('ledger.audit.type'), render: (_, r) => transferTypeText(t, r.type) },
    {
      key: 'kind',
      title: t('ledger.audit.kind'),
      render: (_, r) => (isKind(r.kind) ? t(`ledger.kinds.${r.kind}`) : r.kind),
    },
    {
      key: 'member',
      title: t('ledger.audit.member'),
      width: 240,
      ellipsis: true,
      render: (_, r) =>
        r.member ? (
          <Link to={adminUserViewPath(r.member.id)}>{r.member.email}</Link>
        ) : (
          t('ledger.deletedBySuperAdmin')
        ),
    },
    { key: 'units', title: t('ledger.columns.units'), dataIndex: 'units', align: 'right' },
    {
      key: 'amount',
      title: t('ledger.columns.amount'),
      align: 'right',
      render: (_, r) => formatDollars((Number(r.unit_value_cents) * r.units) / 100, i18n.language),
    },
    {
      key: 'flow',
      title: t('ledger.audit.flow'),
      width: 230,
      render: (_, r) => `${accountName(r.debit_kind)} → ${accountName(r.credit_kind)}`,
    },
    { key: 'narration', title: t('ledger.columns.description'), dataIndex: 'narration' },
  ];
  return (
    <CursorTable
      label={t('ledger.audit.transfersTab')}
      rowKey="id"
      columns={columns}
      rows={data?.data}
      loading={isFetching}
      failed={isError}
      scrollX={1400}
      pager={pager}
      nextCursor={data?.next_cursor}
      extra={
        <Button icon={<DownloadOutlined />} href={exportHref} download>
          {t('ledger.audit.exportCsv')}
        </Button>
      }
    />
  );
}
