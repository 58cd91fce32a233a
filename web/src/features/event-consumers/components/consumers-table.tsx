import type { EventConsumerStatus, EventLogStatus } from '@app/libs';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsumerKind } from './consumer-kind';
import { ConsumerState } from './consumer-state';
import { formatBehind, formatDateTime } from './format-time';
import { Identifier } from './identifier';
import { ScrollRegion } from './scroll-region';

/** Every consumer with its backlog, its count and its state. */
export function ConsumersTable({ status }: { status: EventLogStatus }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const columns: TableColumnsType<EventConsumerStatus> = [
    {
      key: 'name',
      title: t('eventConsumers.consumers.name'),
      render: (_, c) => <Identifier text={c.name} />,
    },
    {
      key: 'kind',
      title: t('eventConsumers.consumers.kind'),
      render: (_, c) => <ConsumerKind kind={c.kind} />,
    },
    {
      key: 'types',
      title: t('eventConsumers.consumers.eventTypes'),
      render: (_, c) => (
        <ul className="event-consumers__types">
          {c.event_types.map((type) => (
            <li key={type}>
              <Identifier text={type} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'behind',
      title: t('eventConsumers.consumers.behind'),
      align: 'right',
      render: (_, c) => formatBehind(c.behind, status.behind_cap, i18n.language),
    },
    {
      key: 'handled',
      title: t('eventConsumers.consumers.handled'),
      align: 'right',
      render: (_, c) => numbers.format(c.handled),
    },
    {
      key: 'progress',
      title: t('eventConsumers.consumers.lastProgress'),
      className: 'event-consumers__time',
      render: (_, c) =>
        c.progressed_at ? (
          formatDateTime(c.progressed_at)
        ) : (
          <Typography.Text type="secondary">{t('eventConsumers.consumers.never')}</Typography.Text>
        ),
    },
    {
      key: 'state',
      title: t('eventConsumers.consumers.state'),
      render: (_, c) => <ConsumerState consumer={c} />,
    },
  ];
  return (
    <Card title={t('eventConsumers.consumers.title')}>
      <ScrollRegion label={t('eventConsumers.consumers.region')}>
        <Table<EventConsumerStatus>
          rowKey="name"
          size="small"
          className="event-consumers__table"
          columns={columns}
          dataSource={status.consumers}
          pagination={false}
          locale={{ emptyText: t('eventConsumers.consumers.empty') }}
        />
      </ScrollRegion>
    </Card>
  );
}
