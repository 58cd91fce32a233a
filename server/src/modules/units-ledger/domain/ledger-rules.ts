import { Transfer, type Resolution, type TransferState, type TransferType } from './transfer';

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
  agreementNotFound: 'There is no lending agreement for this transaction.',
  memberNotFound: 'User not found',
  recipientIsStaff: 'Units can only be given to members, not to staff accounts.',
  idempotencyMismatch: 'This idempotency key was already used for a different transfer.',
} as const;

export const MAX_UNITS_PER_TRANSFER = 10_000_000;

export function isWholeUnits(units: unknown): units is number {
  return Number.isSafeInteger(units) && (units as number) >= 1 && (units as number) <= MAX_UNITS_PER_TRANSFER;
}

/** Dollars as cents without floating-point drift: '500', '12.5', 12.34 -> 50000, 1250, 1234. */
export function dollarsToCents(dollars: string | number): number | null {
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const centsToDollars = (cents: number | string | bigint): number => Number(cents) / 100;

/** What the back-office shows for a transfer, from the rows that reference it. */
export const transferState = (
  type: string,
  resolution: Resolution | null,
  reversed: boolean,
): TransferState => new Transfer(type as TransferType, resolution, reversed).state;
