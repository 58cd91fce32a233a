/** The back-office settings: keys, their answer map and the few values with a fixed vocabulary. */
export const SETTING_KEYS = [
  'per-unit-price',
  'minimum-unit-purchase',
  'target-to-achieve',
  'show-hide-target',
  'balance-target',
  'loan-unit-amount',
  'registration-cutoff',
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
