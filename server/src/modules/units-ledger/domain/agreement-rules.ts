import { canonicalPayType, isPurchaseKind, type PayType, type PurchaseKind } from '@app/libs';
import { isAdminText } from './history';
import { LedgerEventType, type LedgerPayloads } from './ledger.events';

/** Kinds whose agreement is mailed only when the admin asked for it ("Send Agreement Email? Yes"). */
const ON_REQUEST_KINDS: readonly string[] = ['manual', 'creation'];
/** Kinds that are paid first and posted on approval: their agreement is of the post. */
const ON_APPROVAL_KINDS: readonly string[] = ['receipt', 'pay-later'];

/**
 * Where the lending agreement of a ledger event goes, or null when the event is not the purchase
 * itself (ADR 0033): a card purchase when it is transferred, a receipt or pay-later payment when its
 * pending transfer is posted (never when it is opened), a manual transfer or a creation's units only
 * to the address the admin asked for. Free units, reversals and voids have no agreement.
 */
export function agreementRecipient(
  eventType: string,
  facts: Pick<LedgerPayloads['ledger.UnitsTransferred'], 'kind' | 'agreementTo'>,
  memberEmail: string,
): string | null {
  if (!isPurchaseKind(facts.kind)) return null;
  const purchaseEvent = ON_APPROVAL_KINDS.includes(facts.kind)
    ? LedgerEventType.posted
    : LedgerEventType.transferred;
  if (eventType !== purchaseEvent) return null;
  if (ON_REQUEST_KINDS.includes(facts.kind)) return facts.agreementTo || null;
  return memberEmail;
}

/**
 * The agreement's date in the reader's language: MM-DD-YYYY in English, as the product writes dates;
 * elsewhere the language's own order of day, month and year, in Gregorian years and Latin digits like
 * the amounts beside it (Thai would otherwise count Buddhist years). The day is the UTC day, as the
 * transaction lists show it.
 */
export function agreementDate(date: Date, language: string): string {
  if (language === 'en') {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}

/** How a purchase was paid, as the agreement states it (keys of emails:agreementPdf.payment). */
export type AgreementPaymentKey =
  'card' | 'cardPlain' | 'receipt' | 'receiptPlain' | 'payLater' | 'payLaterPlain' | 'admin' | 'adminPlain';

/** The facts an agreement describes its purchase by (ADR 0032, 0033). */
export interface AgreementPaymentFacts {
  kind: PurchaseKind;
  pay_type: string | null;
  card: { brand: string; last4: string } | null;
  /** As stored: for most kinds an English sentence the code wrote, so never printed as such. */
  narration: string;
}

/**
 * Which line states how the purchase was paid, built from its kind, pay type and card, never from
 * its stored narration: that is an English sentence for every kind an administrator did not type.
 */
export function agreementPaymentKey(facts: AgreementPaymentFacts): AgreementPaymentKey {
  const withPayType = (key: 'receipt' | 'payLater' | 'admin') =>
    facts.pay_type ? key : (`${key}Plain` as const);
  switch (facts.kind) {
    case 'purchase':
      return facts.card ? 'card' : 'cardPlain';
    case 'receipt':
      return withPayType('receipt');
    case 'pay-later':
      return withPayType('payLater');
    case 'manual':
    case 'creation':
      return withPayType('admin');
  }
}

/** The administrator's own words, the only narration an agreement prints (a "Note"); null otherwise. */
export const agreementNote = (facts: AgreementPaymentFacts): string | null =>
  isAdminText(facts.kind) && facts.narration.trim() !== '' ? facts.narration : null;

/**
 * Keys (emails:agreementPdf.payTypes) of every pay type (ADR 0031); a transfer written before it may
 * carry an old spelling ('Wire'), read as its canonical one.
 */
const PAY_TYPE_KEYS: Readonly<Record<PayType, string>> = {
  'Credit/Debit Card': 'card',
  'Crypto Currency': 'crypto',
  PayPal: 'paypal',
  ACH: 'ach',
  'Wire Transfer': 'wire',
};

/** The translation key of a pay type; null for a value outside the vocabulary (shown as stored). */
export const payTypeKey = (payType: string): string | null => {
  const canonical = canonicalPayType(payType);
  return canonical ? PAY_TYPE_KEYS[canonical] : null;
};
