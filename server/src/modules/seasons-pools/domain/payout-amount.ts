/** Twelve digits of dollars: far above any payout, well inside a bigint column and 2^53 cents. */
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A payout typed as dollars ("1234.56", "1234.5", "1234") in integer cents, or null when it is not
 * a positive amount with at most two decimals. Parsed from the text, never through a float.
 */
export function payoutCentsOf(amount: unknown): number | null {
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  const match = AMOUNT.exec(String(amount).trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
