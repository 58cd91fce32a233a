import type { HistoryState } from '@app/libs';
import type { TransferState } from './transfer';

/**
 * How a member reads a row of their history (ADR 0032), as rules without a database.
 *
 * A pending transfer ends voided either way the ledger sees it; what the member needs to know is who
 * ended it. Staff (an admin's rejection, or deletion of a pending row) rejected it; the member (a card
 * payment that paid instead, a new pay-later choice or receipt) or the system (a call that failed
 * after opening it) voided it. Staff accounts never hold units, so any void by another account than
 * the member's own is a staff decision.
 */
export function historyState(
  state: TransferState,
  memberId: string | null,
  voidedBy: string | null,
): HistoryState {
  if (state === 'reversal') return 'done';
  if (state === 'voided') return voidedBy !== null && voidedBy !== memberId ? 'rejected' : 'voided';
  return state;
}

/**
 * Kinds whose narration is an administrator's own text (the Transfer Units form, the user-creation
 * form). Every other narration is a sentence the code wrote in English; readers are shown one built
 * from the row's facts in their own language instead.
 */
const ADMIN_TYPED_KINDS: ReadonlySet<string> = new Set(['manual', 'creation']);

export const isAdminText = (kind: string): boolean => ADMIN_TYPED_KINDS.has(kind);
