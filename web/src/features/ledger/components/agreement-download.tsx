import { FilePdfOutlined } from '@ant-design/icons';
import { hasAgreement, type TransactionView } from '@app/libs';
import { Button, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { trxNumber } from './trx-text';

/** Who downloads: the member their own purchase, an administrator any member's. */
export type AgreementReader = 'member' | 'admin';

export const agreementUrl = (transactionId: string, reader: AgreementReader) =>
  reader === 'member'
    ? `/api/user/my-transactions/${encodeURIComponent(transactionId)}/agreement`
    : `/api/admin/transactions/${encodeURIComponent(transactionId)}/agreement`;

/**
 * The lending agreement of a purchase as a PDF (ADR 0033), made by the server from the ledger and
 * fetched with the session cookie like any page; nothing for a row that has none (free units, a
 * reversal, a payment not approved, a row not yet numbered).
 */
export function AgreementDownload({
  transaction,
  reader,
}: {
  transaction: TransactionView;
  reader: AgreementReader;
}) {
  const { t } = useTranslation();
  if (!hasAgreement(transaction)) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<FilePdfOutlined aria-hidden />}
      href={agreementUrl(transaction.id, reader)}
      download
      title={t('ledger.agreement.downloadLabel', { trx: trxNumber(transaction) })}
    >
      {/* The name starts with the words on screen (WCAG 2.5.3); the Trx# tells the rows' links apart. */}
      {t('ledger.agreement.download')}
      <span className="visually-hidden"> {trxNumber(transaction)}</span>
    </Button>
  );
}

/** The table column that holds it, for the lists that add one. */
export const agreementColumn = (t: TFunction, reader: AgreementReader): TableColumnType<TransactionView> => ({
  key: 'agreement',
  title: t('ledger.agreement.column'),
  width: 150,
  render: (_, r) => <AgreementDownload transaction={r} reader={reader} />,
});
