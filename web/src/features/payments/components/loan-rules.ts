import type { PaymentFrequency } from '../api/payment-types';

/** Monthly means four payments of the amount (spec, section 9). */
export const PAYMENTS_PER_FREQUENCY: Record<PaymentFrequency, number> = { one_time: 1, monthly: 4 };

export const loanTotal = (amount: number, frequency: PaymentFrequency): number =>
  amount * PAYMENTS_PER_FREQUENCY[frequency];

/** Whole units only: the total must be a multiple of the configured dollars per unit ($100). */
export const isWholeUnits = (total: number, dollarsPerUnit: number): boolean =>
  dollarsPerUnit > 0 && Number.isFinite(total) && total % dollarsPerUnit === 0;
