/**
 * The admin's payment instructions, one text per offline pay type (pay later and receipts):
 * PAYMENT_INSTRUCTIONS_BY_PAY_TYPE in payments.ts names them.
 */
export const PAYMENT_INSTRUCTION_KEYS = [
  'payment-instructions-crypto-currency',
  'payment-instructions-paypal',
  'payment-instructions-ach',
  'payment-instructions-wire-transfer',
] as const;
export type PaymentInstructionKey = (typeof PAYMENT_INSTRUCTION_KEYS)[number];
/**
 * Keys of the spec's other pay-type spellings (ADR 0031): an update of one writes the canonical key;
 * the migration merged their stored texts into it.
 */
export const PAYMENT_INSTRUCTION_KEY_ALIASES = {
  'payment-instructions-wire': 'payment-instructions-wire-transfer',
  'payment-instructions-ach-usa-only': 'payment-instructions-ach',
} as const satisfies Record<string, PaymentInstructionKey>;
/** Longest payment instructions text. */
export const PAYMENT_INSTRUCTIONS_MAX_LENGTH = 2000;

/** The back-office settings: keys, their answer map and the few values with a fixed vocabulary. */
export const SETTING_KEYS = [
  'per-unit-price',
  'minimum-unit-purchase',
  'target-to-achieve',
  'show-hide-target',
  'balance-target',
  'loan-unit-amount',
  'registration-cutoff',
  ...PAYMENT_INSTRUCTION_KEYS,
  'contact-email',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** `admin/configuration/fetch-all` and `update` answer with every key, values as strings. */
export type ConfigurationMap = Record<SettingKey, string>;

export const SHOW_HIDE = ['Show', 'Hide'] as const;
export type ShowHide = (typeof SHOW_HIDE)[number];

export interface ConfigurationUpdatePayload {
  key: SettingKey;
  value: string;
}
