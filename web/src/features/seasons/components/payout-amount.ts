/** Dollars with at most two decimals, as the payout call takes them ('1234.56'). */
const DOLLARS = /^\d+(\.\d{1,2})?$/;

export type PayoutProblem = 'required' | 'invalid';

/** Why a typed payout cannot be sent, or null when it can: positive, at most 2 decimals. */
export function payoutProblem(typed: string): PayoutProblem | null {
  const value = typed.trim();
  if (!value) return 'required';
  if (!DOLLARS.test(value) || Number(value) <= 0) return 'invalid';
  return null;
}

/** Integer cents shown back in the payout input as dollars ('1234.50'). */
export const centsToDollarsInput = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
