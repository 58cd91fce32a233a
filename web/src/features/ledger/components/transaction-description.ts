import { shownPayType, type TransactionFacts, type TransactionView } from '@app/libs';
import type { TFunction } from 'i18next';

/**
 * A pay type in the reader's language; one the web has no text for shows as the server sent it. An
 * old spelling of a transfer written before ADR 0031 ('Wire') reads as its canonical one.
 */
const payTypeText = (t: TFunction, stored: string) => {
  const payType = shownPayType(stored) ?? stored;
  return t(`payTypes.${payType}` as 'payTypes.ACH', { defaultValue: payType }) as string;
};

/** What moved the units, from the facts alone: never the English sentence the server stored (ADR 0032). */
function describeFacts(t: TFunction, facts: TransactionFacts, units: number): string {
  if (facts.narration) return facts.narration;
  const payType = facts.pay_type ? payTypeText(t, facts.pay_type) : null;
  switch (facts.kind) {
    case 'purchase':
      return facts.card
        ? t('ledger.descriptions.cardPaymentWith', { brand: facts.card.brand, last4: facts.card.last4 })
        : t('ledger.descriptions.cardPayment');
    case 'pay-later':
      return payType
        ? t('ledger.descriptions.payLater', { payType })
        : t('ledger.descriptions.payLaterPlain');
    case 'receipt':
      return payType ? t('ledger.descriptions.receipt', { payType }) : t('ledger.descriptions.receiptPlain');
    case 'loyalty':
      return t('ledger.descriptions.freeUnitsAdded', { count: Math.abs(units) });
    case 'loyalty-deduction':
      return t('ledger.descriptions.freeUnitsDeducted', { count: Math.abs(units) });
    case 'manual':
    case 'creation':
      return t('ledger.descriptions.manual');
    default:
      return t('ledger.descriptions.other');
  }
}

/**
 * A row's description in the reader's language. A reversal names the Trx# it reverses (once that row
 * has one) and describes that row; an administrator's own narration is shown as they typed it.
 */
export function describeTransaction(t: TFunction, row: TransactionView): string {
  const description = describeFacts(t, row.facts, row.units);
  if (row.state !== 'reversal') return description;
  const trx = row.facts.reverses_transaction_id;
  return trx === null
    ? t('ledger.descriptions.reversal', { description })
    : t('ledger.descriptions.reversalOf', { trx, description });
}
