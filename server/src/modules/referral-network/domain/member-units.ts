/** The ledger events that change a member's units (paid + loyalty), by their stored type. */
export const UNIT_EVENT_TYPES = [
  'ledger.UnitsTransferred',
  'ledger.TransferPosted',
  'ledger.TransferReversed',
  'ledger.LoyaltyUnitsAdjusted',
] as const;

export interface UnitEventFacts {
  memberId?: string | null;
  units?: number;
  delta?: number;
  reversesId?: string;
}

/**
 * How much one ledger event changes its member's units, counted as the ledger counts a balance
 * (paid + loyalty): a transfer and a post add, a pending transfer or a void change nothing, a
 * loyalty adjustment moves by its signed delta, and a reversal takes back what it reverses (so
 * the reversal of a loyalty deduction gives the units back). The reversal's own facts do not say
 * which way the reversed transfer went: `reversesDeduction` does.
 */
export function unitsDelta(type: string, facts: UnitEventFacts, reversesDeduction = false): number {
  const units = Number(facts.units ?? 0);
  switch (type) {
    case 'ledger.UnitsTransferred':
    case 'ledger.TransferPosted':
      return units;
    case 'ledger.LoyaltyUnitsAdjusted':
      return Number(facts.delta ?? 0);
    case 'ledger.TransferReversed':
      return reversesDeduction ? units : -units;
    default:
      return 0;
  }
}
