import { SETTING_KEYS, type ConfigurationMap } from '@app/libs';

/** Every setting as the server answers it (strings), empty unless given. */
export function makeSettings(values: Partial<ConfigurationMap> = {}): ConfigurationMap {
  const all = Object.fromEntries(SETTING_KEYS.map((key) => [key, ''])) as ConfigurationMap;
  return {
    ...all,
    'per-unit-price': '500',
    'minimum-unit-purchase': '1',
    'loan-unit-amount': '100',
    ...values,
  };
}
