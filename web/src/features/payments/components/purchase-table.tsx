import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/format-money';
import { DataTable } from '../../../shared/ui/data-table';

interface Line {
  key: string;
  item: string;
  qty: number;
  priceCents: number;
}

/** Item, Qty, Price, Total of the activation purchase; the total is computed in cents. */
export function PurchaseTable({ units, priceCents }: { units: number; priceCents: number }) {
  const { t, i18n } = useTranslation();
  const lines: Line[] = [{ key: 'units', item: t('payments.payNow.item'), qty: units, priceCents }];
  return (
    <DataTable<Line>
      label={t('payments.payNow.summary')}
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t('payments.payNow.columns.item'), dataIndex: 'item' },
        { title: t('payments.payNow.columns.qty'), dataIndex: 'qty', align: 'right' },
        {
          title: t('payments.payNow.columns.price'),
          dataIndex: 'priceCents',
          align: 'right',
          render: (cents: number) => formatCents(cents, i18n.language),
        },
        {
          title: t('payments.payNow.columns.total'),
          key: 'total',
          align: 'right',
          render: (_v, line) => <strong>{formatCents(line.qty * line.priceCents, i18n.language)}</strong>,
        },
      ]}
    />
  );
}
