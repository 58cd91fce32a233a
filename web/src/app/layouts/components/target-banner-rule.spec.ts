import type { ConfigurationMap } from '@app/libs';
import { bannerAmount } from './target-banner-rule';

const settings = (extra: Partial<ConfigurationMap>): ConfigurationMap => ({
  'per-unit-price': '500',
  'minimum-unit-purchase': '1',
  'target-to-achieve': '0',
  'show-hide-target': 'Show',
  'balance-target': '0',
  'loan-unit-amount': '100',
  'registration-cutoff': '',
  'payment-instructions-crypto-currency': '',
  'payment-instructions-paypal': '',
  'payment-instructions-ach': '',
  'payment-instructions-wire-transfer': '',
  'contact-email': '',
  'teaser-video-url': '',
  ...extra,
});

describe('the target banner rule', () => {
  it('shows the balance target when it is above 0 and not hidden', () => {
    expect(bannerAmount(settings({ 'balance-target': '25000' }))).toBe(25000);
    expect(bannerAmount(settings({ 'balance-target': '0.5' }))).toBe(0.5);
  });

  it('shows nothing for 0, Hide, unreadable values or before the settings load', () => {
    expect(bannerAmount(settings({ 'balance-target': '0' }))).toBeNull();
    expect(bannerAmount(settings({ 'balance-target': '25000', 'show-hide-target': 'Hide' }))).toBeNull();
    expect(bannerAmount(settings({ 'balance-target': 'abc' }))).toBeNull();
    expect(bannerAmount(undefined)).toBeNull();
  });
});
