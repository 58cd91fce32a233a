import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/format-money';
import { PlainTable } from '../../../shared/ui/plain-table';

interface Line {
  item: string;
  qty: number;
  priceCents: number;
}

/** Item, Qty, Price, Total of the activation purchase; the total is computed in cents. */
export function PurchaseTable({ units, priceCents }: { units: number; priceCents: number }) {
  const { t, i18n } = useTranslation();
  const lines: Line[] = [{ item: t('payments.payNow.item'), qty: units, priceCents }];
  return (
    <PlainTable<Line>
      label={t('payments.payNow.summary')}
      rowKey={(line) => line.item}
      rows={lines}
      columns={[
        { key: 'item', title: t('payments.payNow.columns.item'), render: (_, line) => line.item },
        {
          key: 'qty',
          title: t('payments.payNow.columns.qty'),
          align: 'right',
          render: (_, line) => line.qty,
        },
        {
          key: 'price',
          title: t('payments.payNow.columns.price'),
          align: 'right',
          render: (_, line) => formatCents(line.priceCents, i18n.language),
        },
        {
          key: 'total',
          title: t('payments.payNow.columns.total'),
          align: 'right',
          render: (_, line) => <strong>{formatCents(line.qty * line.priceCents, i18n.language)}</strong>,
        },
      ]}
    />
  );
}
