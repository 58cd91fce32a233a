import type { CardBrand } from '@app/libs';

/** Luhn's check digit: catches a mistyped digit or two swapped ones. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Other';
}

/** A card expires at the end of its month. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export const maskedNumber = (last4: string): string => `**** **** **** ${last4}`;
export const expiryText = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** What the test gateway's card form sends; every field's fault is told on `number`, as Stripe.js does. */
export interface TestCardInput {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
}

export const CARD_INVALID = { code: 'PAYMENT.CARD_INVALID', text: 'Your card number is invalid.' } as const;

/** The form's shape (digits are the gateway's to judge): null when it can be tokenized. */
export function testCardProblem(card: TestCardInput): typeof CARD_INVALID | null {
  const month = Number(card.exp_month);
  const year = Number(card.exp_year);
  const fine =
    typeof card.number === 'string' &&
    typeof card.cvc === 'string' &&
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    year >= 2000 &&
    year <= 2100;
  return fine ? null : CARD_INVALID;
}
