import i18next from 'i18next';
import en from '../../../locales/en/translation.json';
import { verificationCounts } from './verification-counts';

describe('verificationCounts', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } }),
  );

  it('says one of a thing in the singular', () => {
    expect(
      verificationCounts(i18n.t, { accounts: 1, transfers: 1, postings: 1, events: 1, anchors: 1 }),
    ).toBe('1 account, 1 transfer, 1 posting, 1 sealed event and 1 chain anchor checked.');
  });

  it('says none or many in the plural', () => {
    expect(
      verificationCounts(i18n.t, { accounts: 4, transfers: 0, postings: 2, events: 7, anchors: 0 }),
    ).toBe('4 accounts, 0 transfers, 2 postings, 7 sealed events and 0 chain anchors checked.');
  });
});
