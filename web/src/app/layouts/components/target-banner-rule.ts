import type { ConfigurationMap } from '@app/libs';

/** The banner shows while the balance target is above 0 and the admin has not chosen Hide. */
export function bannerAmount(settings: ConfigurationMap | undefined): number | null {
  if (!settings || settings['show-hide-target'] === 'Hide') return null;
  const amount = Number(settings['balance-target']);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
