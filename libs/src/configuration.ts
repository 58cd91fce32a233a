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
  'teaser-video-url',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Longest teaser video link (ADR 0039). */
export const TEASER_VIDEO_URL_MAX_LENGTH = 2000;
/**
 * The endings a teaser video link's path may have (ADR 0039): files a `<video>` element plays in
 * every current browser, so that a page link (a video site) or a stream playlist is refused at once.
 */
export const TEASER_VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm'] as const;

/** The settings anyone may read, signed in or not: `configuration/public` answers with these only. */
export const PUBLIC_SETTING_KEYS = ['teaser-video-url'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
export type PublicConfigurationMap = Pick<ConfigurationMap, PublicSettingKey>;

/** `admin/configuration/fetch-all` and `update` answer with every key, values as strings. */
export type ConfigurationMap = Record<SettingKey, string>;

export const SHOW_HIDE = ['Show', 'Hide'] as const;
export type ShowHide = (typeof SHOW_HIDE)[number];

export interface ConfigurationUpdatePayload {
  key: SettingKey;
  value: string;
}
