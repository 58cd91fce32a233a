import {
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_NARRATION_LENGTH,
  MAX_UNIT_VALUE_CENTS,
  MAX_UNITS_PER_TRANSFER,
} from '@app/libs';
import { LedgerRefusalCode } from './transfer';

export { MAX_UNITS_PER_TRANSFER, MAX_UNIT_VALUE_CENTS, MAX_NARRATION_LENGTH };

/** The ledger's invariants, as messages the back-office sees. */
export const LedgerMessages = {
  atLeastOneUnit: 'There should be at least one unit',
  loyaltyZero: 'Please enter the number of loyalty units to add.',
  noLoyaltyToDeduct: "User doesn't have any loyalty units to deduct.",
  deductTooMuch: 'Deducted units must be less than or equal to loyalty units.',
  alreadyResolved: 'This pending transaction was already approved or voided.',
  alreadyReversed: 'This transaction was already deleted.',
  notPending: 'This transaction is not pending.',
  cannotReverse: 'This transaction cannot be deleted.',
  reversalWouldOverdraw: 'Deleting this transaction would take the balance below zero.',
  transferNotFound: 'Transaction not found',
  memberNotFound: 'User not found',
  idempotencyMismatch: 'This idempotency key was already used for a different transfer.',
  unitValueTooHigh: `The unit value may not be greater than ${MAX_UNIT_VALUE_CENTS / 100} dollars.`,
  unitValueInvalid: 'The unit value must be a whole number of cents, zero or more.',
  narrationTooLong: `The narration may not be greater than ${MAX_NARRATION_LENGTH} characters.`,
  idempotencyKeyInvalid: 'The idempotency key is invalid.',
  balanceLimit: 'This transfer would take the balance above what the ledger can hold.',
} as const;

export function isWholeUnits(units: unknown): units is number {
  return Number.isSafeInteger(units) && (units as number) >= 1 && (units as number) <= MAX_UNITS_PER_TRANSFER;
}

export function isUnitValue(cents: unknown): cents is number {
  return Number.isSafeInteger(cents) && (cents as number) >= 0 && (cents as number) <= MAX_UNIT_VALUE_CENTS;
}

/** A field and its message, for the first rule a new transfer breaks; null when it keeps them all. */
export function transferProblem(t: {
  units: unknown;
  unitValueCents: unknown;
  narration: string;
  idempotencyKey: string;
}): { field: string; message: string } | null {
  if (!isWholeUnits(t.units)) return { field: 'units', message: LedgerMessages.atLeastOneUnit };
  if (!Number.isSafeInteger(t.unitValueCents) || (t.unitValueCents as number) < 0)
    return { field: 'unit_value', message: LedgerMessages.unitValueInvalid };
  if (!isUnitValue(t.unitValueCents))
    return { field: 'unit_value', message: LedgerMessages.unitValueTooHigh };
  if (t.narration.length > MAX_NARRATION_LENGTH)
    return { field: 'narration', message: LedgerMessages.narrationTooLong };
  if (!isIdempotencyKey(t.idempotencyKey))
    return { field: 'idempotency_key', message: LedgerMessages.idempotencyKeyInvalid };
  return null;
}

export const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === 'string' && key.length >= 1 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH;

/**
 * Keys are scoped by command, so one command's key never answers another: an issuer transfer and
 * a loyalty adjustment with the same caller key are two requests, and neither can take the keys
 * the ledger derives for posts, voids and reversals (`post:<pending id>`, ...).
 */
export const scopedKey = (command: 'transfer' | 'loyalty', key: string): string => `${command}:${key}`;

/** Dollars as cents without floating-point drift: '500', '12.5', 12.34 -> 50000, 1250, 1234. */
export function dollarsToCents(dollars: string | number): number | null {
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const centsToDollars = (cents: number | string | bigint): number => Number(cents) / 100;

export { transferState, type TransferState } from './transfer';

/**
 * How a refusal reads to the client: 404 when the transfer does not exist, 422 on the units field
 * when the member lacks them, 409 when the transfer's state (or the key's first use) forbids it.
 */
export function refusalAnswer(code: LedgerRefusalCode): {
  status: 404 | 409 | 422;
  message: string;
  field?: string;
} {
  switch (code) {
    case LedgerRefusalCode.transferNotFound:
      return { status: 404, message: LedgerMessages.transferNotFound };
    case LedgerRefusalCode.notPending:
      return { status: 409, message: LedgerMessages.notPending };
    case LedgerRefusalCode.alreadyResolved:
      return { status: 409, message: LedgerMessages.alreadyResolved };
    case LedgerRefusalCode.alreadyReversed:
      return { status: 409, message: LedgerMessages.alreadyReversed };
    case LedgerRefusalCode.cannotReverse:
      return { status: 409, message: LedgerMessages.cannotReverse };
    case LedgerRefusalCode.reversalWouldOverdraw:
      return { status: 409, message: LedgerMessages.reversalWouldOverdraw };
    case LedgerRefusalCode.idempotencyKeyReused:
      return { status: 409, message: LedgerMessages.idempotencyMismatch };
    case LedgerRefusalCode.noLoyaltyToDeduct:
      return { status: 422, message: LedgerMessages.noLoyaltyToDeduct, field: 'units' };
    case LedgerRefusalCode.deductTooMuch:
      return { status: 422, message: LedgerMessages.deductTooMuch, field: 'units' };
    case LedgerRefusalCode.balanceLimit:
      return { status: 422, message: LedgerMessages.balanceLimit, field: 'units' };
  }
}
