import { LANGUAGES, PAY_TYPE_ALIASES, PAY_TYPES } from '@app/libs';
import {
  agreementDate,
  agreementNote,
  agreementPaymentKey,
  agreementRecipient,
  payTypeKey,
  type AgreementPaymentFacts,
} from './agreement-rules';
import { LedgerEventType } from './ledger.events';

const { transferred, posted, pending, reversed, voided, loyaltyAdjusted } = LedgerEventType;
const member = 'member@example.com';

describe('agreementRecipient', () => {
  it('mails a card purchase and an approved receipt or pay later to the member', () => {
    expect(agreementRecipient(transferred, { kind: 'purchase' }, member)).toBe(member);
    expect(agreementRecipient(posted, { kind: 'receipt' }, member)).toBe(member);
    expect(agreementRecipient(posted, { kind: 'pay-later' }, member)).toBe(member);
  });

  it('mails a manual transfer or a creation only where the admin asked', () => {
    expect(agreementRecipient(transferred, { kind: 'manual', agreementTo: 'x@example.com' }, member)).toBe(
      'x@example.com',
    );
    expect(agreementRecipient(transferred, { kind: 'creation', agreementTo: member }, member)).toBe(member);
    expect(agreementRecipient(transferred, { kind: 'manual' }, member)).toBeNull();
    expect(agreementRecipient(transferred, { kind: 'creation' }, member)).toBeNull();
  });

  it('mails nothing for an opened, voided or reversed payment, or free units', () => {
    expect(agreementRecipient(pending, { kind: 'receipt' }, member)).toBeNull();
    expect(agreementRecipient(voided, { kind: 'pay-later' }, member)).toBeNull();
    expect(agreementRecipient(reversed, { kind: 'reversal' }, member)).toBeNull();
    expect(agreementRecipient(reversed, { kind: 'purchase' }, member)).toBeNull();
    expect(agreementRecipient(loyaltyAdjusted, { kind: 'loyalty' }, member)).toBeNull();
    expect(agreementRecipient(transferred, { kind: 'loyalty' }, member)).toBeNull();
    expect(agreementRecipient(transferred, { kind: 'loyalty-deduction' }, member)).toBeNull();
    // A card purchase is never posted from a pending transfer, a receipt never transferred outright.
    expect(agreementRecipient(posted, { kind: 'purchase' }, member)).toBeNull();
    expect(agreementRecipient(transferred, { kind: 'receipt' }, member)).toBeNull();
  });
});

describe('agreementDate', () => {
  const day = new Date('2026-11-27T23:30:00Z');

  it('writes MM-DD-YYYY in English and the UTC day', () => {
    expect(agreementDate(day, 'en')).toBe('11-27-2026');
    expect(agreementDate(new Date('2026-01-05T00:00:00Z'), 'en')).toBe('01-05-2026');
  });

  it("follows each language's own order, in Gregorian years and Latin digits", () => {
    expect(agreementDate(day, 'de')).toBe('27.11.2026');
    expect(agreementDate(day, 'ja')).toBe('2026/11/27');
    expect(agreementDate(day, 'fr')).toBe('27/11/2026');
    expect(agreementDate(day, 'th')).toBe('27/11/2026');
    for (const { code } of LANGUAGES) {
      const text = agreementDate(day, code);
      expect(text).toMatch(/2026/);
      expect(text).toMatch(/27/);
      expect(text).toMatch(/^[\d./\- ]+$/);
    }
  });
});

describe('how an agreement states its payment', () => {
  const card = { brand: 'Visa', last4: '4242' };
  const facts = (kind: AgreementPaymentFacts['kind'], extra: Partial<AgreementPaymentFacts> = {}) => ({
    kind,
    pay_type: 'Wire Transfer',
    card: null,
    narration: 'Written by the code',
    ...extra,
  });

  it('picks the line from the kind, the pay type and the card', () => {
    expect(agreementPaymentKey(facts('purchase', { card }))).toBe('card');
    expect(agreementPaymentKey(facts('purchase'))).toBe('cardPlain');
    expect(agreementPaymentKey(facts('receipt'))).toBe('receipt');
    expect(agreementPaymentKey(facts('receipt', { pay_type: null }))).toBe('receiptPlain');
    expect(agreementPaymentKey(facts('pay-later'))).toBe('payLater');
    expect(agreementPaymentKey(facts('pay-later', { pay_type: '' }))).toBe('payLaterPlain');
    expect(agreementPaymentKey(facts('manual'))).toBe('admin');
    expect(agreementPaymentKey(facts('creation', { pay_type: null }))).toBe('adminPlain');
  });

  it('prints a narration only when an administrator typed it', () => {
    for (const kind of ['purchase', 'receipt', 'pay-later'] as const)
      expect(agreementNote(facts(kind))).toBeNull();
    expect(agreementNote(facts('manual', { narration: 'For the show' }))).toBe('For the show');
    expect(agreementNote(facts('creation', { narration: 'Welcome' }))).toBe('Welcome');
    expect(agreementNote(facts('manual', { narration: '  ' }))).toBeNull();
  });

  it('names every pay type and old spelling, the same way for the same way to pay', () => {
    for (const payType of [...PAY_TYPES, ...Object.keys(PAY_TYPE_ALIASES)])
      expect(payTypeKey(payType)).not.toBeNull();
    expect(payTypeKey('ACH (USA only)')).toBe(payTypeKey('ACH'));
    expect(payTypeKey('Wire')).toBe(payTypeKey('Wire Transfer'));
    expect(payTypeKey('Debit/Credit Card')).toBe(payTypeKey('Credit/Debit Card'));
    expect(payTypeKey('Zelle')).toBeNull();
    expect(payTypeKey('toString')).toBeNull();
  });
});
