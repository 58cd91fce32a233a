import { MONTHLY_PAYMENTS, type LoanFrequency } from '@app/libs';

/** Monthly means four payments of the amount (spec, section 9). */
export const PAYMENTS_PER_FREQUENCY: Record<LoanFrequency, number> = {
  one_time: 1,
  monthly: MONTHLY_PAYMENTS,
};

export const loanTotal = (amount: number, frequency: LoanFrequency): number =>
  amount * PAYMENTS_PER_FREQUENCY[frequency];

/** Whole units only: the total must be a multiple of the configured dollars per unit ($100). */
export const isWholeUnits = (total: number, dollarsPerUnit: number): boolean =>
  dollarsPerUnit > 0 && Number.isFinite(total) && total % dollarsPerUnit === 0;
