import type { ConfigurationMap } from '@app/libs';

/** The spec's defaults, the same the configuration migration seeds; used if a row is ever missing. */
export const SETTING_DEFAULTS: ConfigurationMap = {
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
  // Empty: contact messages go to the first SuperAdmin (ADR 0037).
  'contact-email': '',
  // Empty: the landing page plays the product's own teaser video (ADR 0039).
  'teaser-video-url': '',
};
