import i18next from 'i18next';
import en from '../../../locales/en/translation.json';
import { formatDateTime } from '../../../shared/format/format-date';
import { accountText, problemText, transferTypeText } from './verification-problem-text';

describe('verification problems in words', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } }),
  );

  it('names accounts as people do', () => {
    const jane = { id: 'm', fullName: 'Jane Roe', email: 'jane@example.com' };
    expect(accountText(i18n.t, { kind: 'member_paid', member: jane })).toBe(
      'Paid units of Jane Roe (jane@example.com)',
    );
    expect(accountText(i18n.t, { kind: 'member_loyalty', member: { ...jane, fullName: '' } })).toBe(
      'Free units of jane@example.com',
    );
    expect(accountText(i18n.t, { kind: 'issuer', member: null })).toBe('Issuer');
    expect(accountText(i18n.t, { kind: 'loyalty_issuer', member: null })).toBe('Free units issuer');
  });

  it('names transfer types in words', () => {
    expect(
      ['transfer', 'pending', 'post', 'void', 'reversal'].map((type) => transferTypeText(i18n.t, type)),
    ).toEqual(['Transfer', 'Pending transfer', 'Approval', 'Void', 'Reversal']);
  });

  it('says every kind of problem from its fields', () => {
    const say = (problem: Parameters<typeof problemText>[1]) => problemText(i18n.t, problem, 'en');
    expect(say({ check: 'transfer-sum', transferNo: '5', sum: { units: -1, cents: 0 }, message: '' })).toBe(
      'Transfer #5: its postings add up to -1 unit instead of zero.',
    );
    expect(say({ check: 'posting-count', postings: 5, movingTransfers: 3, message: '' })).toBe(
      '5 postings for 3 transfers that move units (two postings each).',
    );
    expect(
      say({ check: 'negative-balance', account: { kind: 'issuer', member: null }, units: -4, message: '' }),
    ).toBe('Issuer: the balance is below zero (-4).');
    expect(say({ check: 'event-hash', seq: '9', type: 'ledger.UnitsTransferred', message: '' })).toBe(
      'Event 9 (ledger.UnitsTransferred) does not match the hash chain: it was changed after it was sealed.',
    );
    expect(say({ check: 'events-skipped', count: 2, message: '' })).toBe(
      '2 committed events older than the last seal are missing from the hash chain.',
    );
    expect(say({ check: 'anchor-unsigned', line: 7, message: '' })).toBe(
      'Line 7 of the anchor file is not signed with the anchor key: someone without the key wrote it.',
    );
    expect(say({ check: 'anchor-unknown-key', line: 3, keyId: '0123456789abcdef', message: '' })).toBe(
      'Line 3 of the anchor file is signed with a key this server does not have (key id 0123456789abcdef): list that key in LEDGER_ANCHOR_PREVIOUS_KEYS, or someone without the anchor keys wrote it.',
    );
    const at = '2026-11-23T10:00:00.000Z';
    const when = formatDateTime(at);
    expect(say({ check: 'anchor-missing', sealNo: '40', anchoredAt: at, head: '31', message: '' })).toBe(
      `Seal 40, anchored ${when}, is missing from the event log, which now ends at seal 31: its newest events were deleted.`,
    );
    expect(say({ check: 'anchor-rewritten', sealNo: '12', anchoredAt: at, message: '' })).toBe(
      `Seal 12 no longer has the hash anchored ${when}: the event log was rewritten up to it.`,
    );
  });
});
