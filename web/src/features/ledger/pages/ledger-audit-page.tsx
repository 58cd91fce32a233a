import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Select,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppTabs } from '../../../shared/ui/app-tabs';
import { DataTable } from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/format/format-date';
import { formatDollars } from '../../../shared/format/format-money';
import { adminUserViewPath } from '../../../shared/routing/paths';
import {
  type AuditEvent,
  type LedgerFilter,
  type LedgerTransfer,
  type StatementLine,
  type StatementTotals,
  toQueryString,
  useLedgerEventsQuery,
  useLedgerStatementQuery,
  useLedgerTransfersQuery,
} from '../api/ledger.api';
import { CursorTable } from '../components/cursor-table';
import { trxText } from '../components/transaction-columns';
import { useCursorPager } from '../components/use-cursor-pager';
import { UserPicker } from '../components/user-picker';
import { transferTypeText } from '../components/verification-problem-text';
import { VerifyLedger } from '../components/verify-ledger';
import '../ledger.css';

const KINDS = [
  'manual',
  'purchase',
  'receipt',
  'pay-later',
  'creation',
  'loyalty',
  'loyalty-deduction',
  'reversal',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);
const ACCOUNTS = ['member_paid', 'member_loyalty', 'issuer', 'loyalty_issuer'] as const;
type Account = (typeof ACCOUNTS)[number];
const isAccount = (account: string): account is Account => (ACCOUNTS as readonly string[]).includes(account);
const STATUSES = ['pending', 'posted', 'voided', 'reversed'] as const;

interface DateLike {
  startOf(unit: 'day'): DateLike;
  endOf(unit: 'day'): DateLike;
  toISOString(): string;
}

const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatDate(d)} ${d.toLocaleTimeString()}`;
};

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
          <Form layout="vertical" component="div" className="ledger-filters">
            <Form.Item label={t('ledger.audit.member')} htmlFor="ledger-member">
              <UserPicker
                id="ledger-member"
                allowClear
                value={filter.member}
                onChange={(member) => change({ member })}
              />
            </Form.Item>
            <Form.Item label={t('ledger.audit.dates')}>
              <DatePicker.RangePicker
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
            </Form.Item>
            <Form.Item label={t('ledger.audit.kind')} htmlFor="ledger-kind">
              <Select
                id="ledger-kind"
                allowClear
                placeholder={t('ledger.audit.any')}
                value={filter.kind}
                onChange={(kind?: string) => change({ kind })}
                options={KINDS.map((kind) => ({ value: kind, label: t(`ledger.kinds.${kind}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('ledger.audit.status')} htmlFor="ledger-status">
              <Select
                id="ledger-status"
                allowClear
                placeholder={t('ledger.audit.any')}
                value={filter.status}
                onChange={(status?: LedgerFilter['status']) => change({ status })}
                options={STATUSES.map((status) => ({
                  value: status,
                  label: t(`ledger.auditStatuses.${status}`),
                }))}
              />
            </Form.Item>
          </Form>
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
                children: <StatementTab filter={filter} />,
              },
              { key: 'events', label: t('ledger.audit.eventsTab'), children: <EventsTab /> },
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
    <>
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
    </>
  );
}

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

function StatementTab({ filter }: { filter: LedgerFilter }) {
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

function EventsTab() {
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
    <>
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
    </>
  );
}
