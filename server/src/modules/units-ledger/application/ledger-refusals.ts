import { ValidationFailed, conflict, notFound } from '../../../platform';
import { LedgerMessages } from '../domain/ledger-rules';
import { LedgerRefusal, LedgerRefusalCode } from '../domain/transfer';

const MESSAGES: Record<LedgerRefusalCode, string> = {
  [LedgerRefusalCode.transferNotFound]: LedgerMessages.transferNotFound,
  [LedgerRefusalCode.notPending]: LedgerMessages.notPending,
  [LedgerRefusalCode.alreadyResolved]: LedgerMessages.alreadyResolved,
  [LedgerRefusalCode.alreadyReversed]: LedgerMessages.alreadyReversed,
  [LedgerRefusalCode.cannotReverse]: LedgerMessages.cannotReverse,
  [LedgerRefusalCode.reversalWouldOverdraw]: LedgerMessages.reversalWouldOverdraw,
  [LedgerRefusalCode.noLoyaltyToDeduct]: LedgerMessages.noLoyaltyToDeduct,
  [LedgerRefusalCode.loyaltyOverdrawn]: LedgerMessages.deductTooMuch,
  [LedgerRefusalCode.idempotencyKeyReused]: LedgerMessages.idempotencyMismatch,
};

/** A refusal of the domain as the HTTP answer it gets: 404, 409, or 422 on the units field. */
export function refusalError(refusal: LedgerRefusal | LedgerRefusalCode): Error {
  const code = refusal instanceof LedgerRefusal ? refusal.code : refusal;
  const message = MESSAGES[code];
  if (code === LedgerRefusalCode.transferNotFound) return notFound(message, code);
  if (code === LedgerRefusalCode.noLoyaltyToDeduct || code === LedgerRefusalCode.loyaltyOverdrawn)
    return ValidationFailed.coded('units', code, message);
  return conflict(message, code);
}

/** Runs `decide`, turning a domain refusal into its HTTP error. */
export function refused<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (error instanceof LedgerRefusal) throw refusalError(error);
    throw error;
  }
}
