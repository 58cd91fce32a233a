/**
 * The one vocabulary of pay types (ADR 0031). Every stored pay type (users, receipts, loan requests,
 * new ledger transfers) is one of PAY_TYPES; the spec's other spellings of the same ways to pay are
 * accepted on input (PAY_TYPE_ALIASES) and stored as the canonical value. Readers of rows written
 * before the migration (the ledger's transfers are never rewritten) map them with canonicalPayType.
 */

/** Every way a member pays: a card, or one of the offline ways (with a receipt or pay later). */
export const PAY_TYPES = ['Credit/Debit Card', 'Crypto Currency', 'PayPal', 'ACH', 'Wire Transfer'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const CARD_PAY_TYPE = 'Credit/Debit Card' satisfies PayType;

/** The offline pay types: pay later, receipts (activation and /transactions), payment instructions. */
export const OFFLINE_PAY_TYPES = [
  'Crypto Currency',
  'PayPal',
  'ACH',
  'Wire Transfer',
] as const satisfies readonly PayType[];
export type OfflinePayType = (typeof OFFLINE_PAY_TYPES)[number];

/** The spec's other spellings (receipt modal, manual transfer form), read as the canonical value. */
export const PAY_TYPE_ALIASES = {
  Wire: 'Wire Transfer',
  'ACH (USA only)': 'ACH',
  'Debit/Credit Card': 'Credit/Debit Card',
} as const satisfies Record<string, PayType>;
export type PayTypeAlias = keyof typeof PAY_TYPE_ALIASES;

const isPayType = (value: string): value is PayType => (PAY_TYPES as readonly string[]).includes(value);
const isAlias = (value: string): value is PayTypeAlias => Object.hasOwn(PAY_TYPE_ALIASES, value);

/** The canonical pay type a value names (itself or an alias), else null. */
export function canonicalPayType(value: unknown): PayType | null {
  if (typeof value !== 'string') return null;
  if (isPayType(value)) return value;
  return isAlias(value) ? PAY_TYPE_ALIASES[value] : null;
}

/** The canonical offline pay type a value names, else null (a card is not offline). */
export function canonicalOfflinePayType(value: unknown): OfflinePayType | null {
  const payType = canonicalPayType(value);
  return payType !== null && payType !== CARD_PAY_TYPE ? payType : null;
}

/** A stored pay type as the canonical value when it names one; anything else as it was stored. */
export const shownPayType = (value: string | null): string | null => canonicalPayType(value) ?? value;
