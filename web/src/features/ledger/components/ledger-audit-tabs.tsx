import { Alert, Descriptions, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../shared/format/format-money';
import { DataTable } from '../../../shared/ui/data-table';
import {
  type AuditEvent,
  type LedgerFilter,
  type StatementLine,
  type StatementTotals,
  useLedgerEventsQuery,
  useLedgerStatementQuery,
} from '../api/ledger.api';
import { CursorTable } from './cursor-table';
import { isAccount, isKind, time } from './ledger-audit-words';
import { trxText } from './trx-text';
import { useCursorPager } from './use-cursor-pager';

// The audit's second and third tabs, loaded when first opened: the page opens on its transfers.
function TotalsView({ title, totals }: { title: string; totals: StatementTotals }) {
  const { t, i18n } = useTranslation();
  return (
    <Descriptions title={title} size="small" bordered column={{ xs: 1, sm: 3 }}>
      <Descriptions.Item label={t('ledger.audit.paidUnits')}>{totals.paid_units}</Descriptions.Item>
      <Descriptions.Item label={t('ledger.audit.freeUnits')}>{totals.loyalty_units}</Descriptions.Item>
      <Descriptions.Item label={t('ledger.audit.dollars')}>
        {formatDollars(totals.cents / 100, i18n.language)}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function StatementTab({ filter }: { filter: LedgerFilter }) {
  const { t, i18n } = useTranslation();
  const { data, isFetching, isError } = useLedgerStatementQuery(
    { member: filter.member ?? '', from: filter.from, to: filter.to },
    { skip: !filter.member },
  );
  if (!filter.member) return <Alert type="info" showIcon title={t('ledger.audit.pickMember')} />;
  if (isError) return <Alert type="error" showIcon title={t('ledger.loadFailed')} />;
  const columns: TableColumnsType<StatementLine> = [
    { key: 'no', title: t('ledger.columns.trx'), render: (_, r) => trxText(r.no), width: 80 },
    { key: 'date', title: t('ledger.columns.date'), render: (_, r) => time(r.created_at), width: 180 },
    {
      key: 'account',
      title: t('ledger.audit.account'),
      render: (_, r) => (isAccount(r.account) ? t(`ledger.accounts.${r.account}`) : r.account),
    },
    {
      key: 'kind',
      title: t('ledger.audit.kind'),
      render: (_, r) => (isKind(r.kind) ? t(`ledger.kinds.${r.kind}`) : r.kind),
    },
    { key: 'units', title: t('ledger.columns.units'), dataIndex: 'units', align: 'right' },
    {
      key: 'dollars',
      title: t('ledger.audit.dollars'),
      align: 'right',
      render: (_, r) => formatDollars(Number(r.cents) / 100, i18n.language),
    },
    { key: 'narration', title: t('ledger.columns.description'), dataIndex: 'narration' },
  ];
  return (
    <div className="stack">
      {data && <TotalsView title={t('ledger.audit.opening')} totals={data.opening} />}
      <DataTable
        label={t('ledger.audit.statementTab')}
        rowKey={(r, i) => `${r.no ?? i}-${r.account}`}
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.movements ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('ledger.audit.noMovements') }}
      />
      {data && <TotalsView title={t('ledger.audit.closing')} totals={data.closing} />}
    </div>
  );
}

export function EventsTab() {
  const { t } = useTranslation();
  const pager = useCursorPager();
  const { data, isFetching, isError } = useLedgerEventsQuery({ cursor: pager.cursor });
  const columns: TableColumnsType<AuditEvent> = [
    { key: 'seq', title: t('ledger.events.seq'), dataIndex: 'seq', width: 80 },
    { key: 'time', title: t('ledger.events.time'), render: (_, r) => time(r.occurred_at), width: 180 },
    { key: 'type', title: t('ledger.events.type'), dataIndex: 'type' },
    {
      key: 'actor',
      title: t('ledger.events.actor'),
      render: (_, r) =>
        r.actor?.email ?? (r.actor_id ? t('ledger.deletedBySuperAdmin') : t('ledger.events.system')),
    },
    {
      key: 'aggregate',
      title: t('ledger.events.aggregate'),
      render: (_, r) => (
        <span className="ledger-mono">
          {r.aggregate_type} {r.aggregate_id.slice(0, 8)}
        </span>
      ),
    },
    {
      key: 'sealed',
      title: t('ledger.events.sealed'),
      render: (_, r) => (r.sealed ? <Tag color="green">{t('yesNo.Yes')}</Tag> : <Tag>{t('yesNo.No')}</Tag>),
    },
  ];
  return (
    <CursorTable
      label={t('ledger.audit.eventsTab')}
      rowKey="seq"
      columns={columns}
      rows={data?.data}
      loading={isFetching}
      failed={isError}
      scrollX={900}
      pager={pager}
      nextCursor={data?.next_cursor}
    />
  );
}
