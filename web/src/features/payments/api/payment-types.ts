/**
 * The payment calls' shapes as the spec's call tables name them. Provisional: the server branch
 * publishes the contract in libs (payments.ts); these follow it once merged.
 */
export type GatewayName = 'test' | 'stripe';

export interface PaymentConfig {
  gateway: GatewayName;
  publishable_key: string | null;
}

/** What a card form produces: the test gateway's card fields, or a Stripe payment-method id. */
export type CardInput =
  | { gateway: 'test'; card_number: string; exp_month: number; exp_year: number; cvc: string }
  | { gateway: 'stripe'; token: string };

export type PayNowPayload = CardInput & { unit: number };

export interface PaymentMethodView {
  id: string;
  card_type: string;
  card_number: string;
  expiry: string;
  preferred: 0 | 1;
}

export const PAYMENT_FREQUENCIES = ['one_time', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export interface LoanRequestPayload {
  amount: number;
  total_amount: number;
  payment_frequency: PaymentFrequency;
  pay_type: string;
}

export interface LoanRequestView {
  id: string;
  created_at: string;
  user: { id: string; fullName: string; email: string } | null;
  amount: number;
  total_amount: number;
  payment_frequency: PaymentFrequency;
  pay_type: string;
}
