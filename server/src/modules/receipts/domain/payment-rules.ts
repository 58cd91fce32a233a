import {
  LOAN_FREQUENCIES,
  LOAN_MAX_AMOUNT,
  MAX_UNITS_PER_TRANSFER,
  MONTHLY_PAYMENTS,
  REASON_MAX_LENGTH,
  canonicalOfflinePayType,
  canonicalPayType,
  type LoanFrequency,
  type PayType,
} from '@app/libs';

/** A rule a request broke: the field, its stable code, the English text and its parameters. */
export interface Problem {
  field: string;
  code: string;
  text: string;
  params?: Record<string, string | number>;
}

/** Thrown by the domain; the application turns it into a 422 with every field's message. */
export class RuleViolations extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.field}: ${p.text}`).join('; '));
  }
}

export const PaymentText = {
  belowMinimum: 'Min units purchase is {{min}} and Per unit price is ${{price}}',
  unitsNotPositive: 'Please type No. of units greater than zero',
  unitsInvalid: 'Please type valid No. of units',
  unitsTooMany: 'The units may not be greater than {{max}}.',
  // The spec's sentence lacks its verb ('Please the payment method to ...'): worded whole, same meaning.
  payLaterType: 'Please choose the payment method to pay the amount later',
  amountRequired: 'Please enter the amount',
  amountNotPositive: 'Amount must be greater than 0',
  amountTooLarge: 'The amount may not be greater than {{max}}.',
  frequencyRequired: 'Please select a payment frequency',
  payTypeRequired: 'Please select a payment method',
  wholeUnits: 'Total amount must be in ${{amount}} increments to purchase whole units',
  totalMismatch: 'The total amount must be the amount times the number of payments.',
} as const;

const problem = (field: string, code: string, text: string, params?: Problem['params']): Problem => ({
  field,
  code,
  text,
  params,
});

/** Dollars as shown in a message: '500' or '12.5' from cents. */
export const dollarsText = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/**
 * The units of a purchase on /pay-now: a whole number above zero, at least the configured minimum
 * (the spec's three messages), at most the ledger's bound.
 */
export function purchaseUnitsProblem(
  value: unknown,
  minUnits: number,
  unitPriceCents: number,
  field = 'unit',
): Problem | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || !Number.isInteger(n))
    return problem(field, 'PAYMENT.UNITS_INVALID', PaymentText.unitsInvalid);
  if (n <= 0) return problem(field, 'PAYMENT.UNITS_NOT_POSITIVE', PaymentText.unitsNotPositive);
  if (n > MAX_UNITS_PER_TRANSFER)
    return problem(field, 'PAYMENT.UNITS_TOO_MANY', PaymentText.unitsTooMany, {
      max: MAX_UNITS_PER_TRANSFER,
    });
  if (n < minUnits)
    return problem(field, 'PAYMENT.BELOW_MINIMUM_UNITS', PaymentText.belowMinimum, {
      min: minUnits,
      price: dollarsText(unitPriceCents),
    });
  return null;
}

export function purchaseUnits(
  value: unknown,
  minUnits: number,
  unitPriceCents: number,
  field = 'unit',
): number {
  const found = purchaseUnitsProblem(value, minUnits, unitPriceCents, field);
  if (found) throw new RuleViolations([found]);
  return Number(value);
}

/** The price of `units` units in cents; both bounded, so the product is a safe integer. */
export function amountCents(units: number, unitPriceCents: number): number {
  const cents = units * unitPriceCents;
  if (!Number.isSafeInteger(cents)) throw new RangeError('amount out of range');
  return cents;
}

export interface LoanRequestInput {
  amount?: unknown;
  total_amount?: unknown;
  payment_frequency?: unknown;
  pay_type?: unknown;
}

export interface LoanRequest {
  amountCents: number;
  totalAmountCents: number;
  frequency: LoanFrequency;
  payType: PayType;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A loan request (/buy-more): amount in whole dollars above 0; total = amount, times 4 when monthly;
 * the total a multiple of the loan unit (configured, $100) so that it buys whole units. It credits
 * nothing: an admin transfers units later.
 */
export function checkLoanRequest(input: LoanRequestInput, loanUnitCents: number): LoanRequest {
  const problems: Problem[] = [];
  const amount =
    typeof input.amount === 'string' && input.amount.trim() !== '' ? Number(input.amount) : input.amount;
  let amountOk = false;
  if (missing(input.amount))
    problems.push(problem('amount', 'LOAN.AMOUNT_REQUIRED', PaymentText.amountRequired));
  else if (typeof amount !== 'number' || !Number.isFinite(amount) || !Number.isInteger(amount))
    problems.push(problem('amount', 'LOAN.AMOUNT_REQUIRED', PaymentText.amountRequired));
  else if (amount <= 0)
    problems.push(problem('amount', 'LOAN.AMOUNT_NOT_POSITIVE', PaymentText.amountNotPositive));
  else if (amount > LOAN_MAX_AMOUNT)
    problems.push(
      problem('amount', 'LOAN.AMOUNT_TOO_LARGE', PaymentText.amountTooLarge, { max: LOAN_MAX_AMOUNT }),
    );
  else amountOk = true;
  const frequency = input.payment_frequency;
  const frequencyOk =
    typeof frequency === 'string' && (LOAN_FREQUENCIES as readonly string[]).includes(frequency);
  if (!frequencyOk)
    problems.push(problem('payment_frequency', 'LOAN.FREQUENCY_REQUIRED', PaymentText.frequencyRequired));
  const payType = canonicalPayType(input.pay_type);
  if (payType === null)
    problems.push(problem('pay_type', 'LOAN.PAY_TYPE_REQUIRED', PaymentText.payTypeRequired));
  if (amountOk && frequencyOk) {
    const amountCentsValue = (amount as number) * 100;
    const total = amountCentsValue * (frequency === 'monthly' ? MONTHLY_PAYMENTS : 1);
    if (total % loanUnitCents !== 0)
      problems.push(
        problem('total_amount', 'LOAN.TOTAL_NOT_WHOLE_UNITS', PaymentText.wholeUnits, {
          amount: dollarsText(loanUnitCents),
        }),
      );
    else if (!missing(input.total_amount) && Number(input.total_amount) * 100 !== total)
      problems.push(problem('total_amount', 'LOAN.TOTAL_MISMATCH', PaymentText.totalMismatch));
    if (problems.length === 0 && payType !== null)
      return {
        amountCents: amountCentsValue,
        totalAmountCents: total,
        frequency: frequency as LoanFrequency,
        payType,
      };
  }
  throw new RuleViolations(problems);
}

export const ReasonText = {
  rejectReason: 'Please type reject reason!',
  narration: 'Narration is required',
  tooLong: 'The text may not be longer than {{max}} characters.',
} as const;

/** A required free text (reject reason, narration): trimmed, not empty, bounded. */
export function requiredText(value: unknown, field: string, code: string, text: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new RuleViolations([problem(field, code, text)]);
  if (trimmed.length > REASON_MAX_LENGTH)
    throw new RuleViolations([
      problem(field, 'RECEIPT.TEXT_TOO_LONG', ReasonText.tooLong, { max: REASON_MAX_LENGTH }),
    ]);
  return trimmed;
}

/** An optional free text: trimmed, bounded; empty is null. */
export function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new RuleViolations([
      problem(field, 'RECEIPT.TEXT_TOO_LONG', ReasonText.tooLong, { max: REASON_MAX_LENGTH }),
    ]);
  return requiredTextOrNull(value, field);
}

function requiredTextOrNull(value: string, field: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.length > REASON_MAX_LENGTH)
    throw new RuleViolations([
      problem(field, 'RECEIPT.TEXT_TOO_LONG', ReasonText.tooLong, { max: REASON_MAX_LENGTH }),
    ]);
  return trimmed;
}

/** The problems a rule reports, or none: for checking a field without throwing. */
export function problemsOf(work: () => unknown): Problem[] {
  try {
    work();
    return [];
  } catch (error) {
    if (error instanceof RuleViolations) return error.problems;
    throw error;
  }
}

/** Whole units 1..MAX for an approval; `code`/`text` are the screen's own 'at least one' words. */
export function approvalUnitsProblem(
  value: unknown,
  code: string,
  text: string,
  field = 'unit',
): Problem | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return problem(field, code, text);
  if (n > MAX_UNITS_PER_TRANSFER)
    return problem(field, 'PAYMENT.UNITS_TOO_MANY', PaymentText.unitsTooMany, {
      max: MAX_UNITS_PER_TRANSFER,
    });
  return null;
}

export function approvalUnits(value: unknown, code: string, text: string, field = 'unit'): number {
  const found = approvalUnitsProblem(value, code, text, field);
  if (found) throw new RuleViolations([found]);
  return Number(value);
}

export const ChoiceText = {
  payLaterType: PaymentText.payLaterType,
  receiptPayType: 'Please select a payment type.',
  action: "The action must be 'reject'.",
  cardRequired: 'Please enter your card details or choose a saved card.',
} as const;

/** Pay Later needs one of the offline pay types (or an alias of one: ADR 0031). */
export function payLaterTypeProblem(value: unknown, field = 'pay_type'): Problem | null {
  return canonicalOfflinePayType(value) !== null
    ? null
    : problem(field, 'PAYMENT.PAY_LATER_TYPE_REQUIRED', ChoiceText.payLaterType);
}

/** A receipt of /transactions names how it was paid: an offline pay type or an alias of one. */
export function receiptPayTypeProblem(value: unknown, field = 'pay_type'): Problem | null {
  return canonicalOfflinePayType(value) !== null
    ? null
    : problem(field, 'RECEIPT.PAY_TYPE_REQUIRED', ChoiceText.receiptPayType);
}

/** The transaction list's member action only rejects (approval has its own call). */
export function receiptActionProblem(value: unknown, field = 'action'): Problem | null {
  return value === 'reject' ? null : problem(field, 'RECEIPT.ACTION_INVALID', ChoiceText.action);
}

/** A card token from the gateway's browser library: a bounded, non-empty string. */
export function cardTokenProblem(value: unknown, field = 'token'): Problem | null {
  return typeof value === 'string' && value !== '' && value.length <= 1000
    ? null
    : problem(field, 'PAYMENT.CARD_REQUIRED', ChoiceText.cardRequired);
}
