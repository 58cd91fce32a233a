import { isPurchaseKind } from '@app/libs';
import { LedgerEventType, type TransferFacts } from './ledger.events';

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
  facts: Pick<TransferFacts, 'kind' | 'agreementTo'>,
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
