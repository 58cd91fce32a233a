import { LANGUAGES } from '@app/libs';
import { readPdf } from '../../../../test/support/pdf-text';
import { translate } from '../../../platform';
import { agreementDate } from '../domain/agreement-rules';
import {
  agreementLines,
  agreementPdf,
  type AgreementMember,
  type AgreementTransfer,
} from './agreement-document';

/** A card purchase, with the English narration the card payment stores. */
const transfer: AgreementTransfer = {
  id: '41',
  no: '1041',
  units: 3,
  unit_value_cents: '50005',
  kind: 'purchase',
  pay_type: 'Credit/Debit Card',
  card: { brand: 'Visa', last4: '4242' },
  narration: 'Card payment (Visa 4242)',
  created_at: new Date('2026-11-27T09:00:00Z'),
};
const english: AgreementMember = { fullName: 'Ada Lender', email: 'ada@example.com', language: 'en' };

jest.setTimeout(180_000);

describe('agreementPdf', () => {
  it.each(LANGUAGES.map((l) => l.code))(
    'writes the agreement in %s, its date in that language, every glyph drawn',
    async (language) => {
      const member = { fullName: 'Ada Lender', email: 'ada@example.com', language };
      const { fileName, pdf } = await agreementPdf(transfer, member);
      expect(fileName).toBe(translate(language, 'emails:agreementPdf.fileName', { no: '1041' }));
      const { text, missingGlyphs, info } = readPdf(pdf);
      expect(info.Title).toBe(translate(language, 'emails:agreementPdf.title'));
      expect(missingGlyphs).toBe(0);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(agreementDate(transfer.created_at, language));
      // The amount lent: 3 units of $500.05, in dollars as the product writes them.
      expect(flat).toContain('$1,500.15');
      if (language === 'en') expect(flat).toContain('Date: 11-27-2026');
      // How it was paid, from the purchase's facts in this language; never the stored English sentence.
      const payment = translate(language, 'emails:agreementPdf.payment.card', {
        brand: 'Visa',
        last4: '4242',
      });
      expect(flat).toContain(payment.replace(/\s+/g, ' '));
      expect(flat).not.toContain('Card payment');
    },
  );
});

describe('agreementLines', () => {
  const lines = (facts: Partial<AgreementTransfer>, member = english) =>
    agreementLines({ ...transfer, ...facts }, member);

  it('states how each kind of purchase was paid, from its facts, never from a narration the code wrote', () => {
    expect(lines({})).toContain('Payment: card (Visa ending 4242)');
    expect(lines({ card: null })).toContain('Payment: card');
    const receipt = lines({
      kind: 'receipt',
      pay_type: 'Wire Transfer',
      card: null,
      narration: 'Offline payment with receipt (Wire Transfer)',
    });
    expect(receipt).toContain('Payment: Wire Transfer, receipt approved');
    const payLater = lines({
      kind: 'pay-later',
      pay_type: 'Crypto Currency',
      card: null,
      narration: 'Pay later (Crypto Currency)',
    });
    expect(payLater).toContain('Payment: Crypto Currency, paid later and approved');
    expect(lines({ kind: 'receipt', pay_type: null, card: null })).toContain(
      'Payment: offline, receipt approved',
    );
    for (const written of [lines({}), receipt, payLater]) {
      expect(written.join('\n')).not.toMatch(/Card payment|Offline payment with receipt|Pay later \(/);
      expect(written.some((line) => line.startsWith('Note:'))).toBe(false);
    }
  });

  it("keeps an administrator's own narration as a note, and names the Transfer Units form's pay types", () => {
    const manual = lines({ kind: 'manual', pay_type: 'Wire', card: null, narration: 'Loan for 山田' });
    expect(manual).toContain('Payment: Wire Transfer, transfer by an administrator');
    expect(manual).toContain('Note: Loan for 山田');
    const creation = lines({ kind: 'creation', pay_type: null, card: null, narration: ' ' });
    expect(creation).toContain('Payment: transfer by an administrator');
    expect(creation.some((line) => line.startsWith('Note:'))).toBe(false);
  });

  it("writes the pay type in the member's language, and a pay type it has no name for as stored", () => {
    const ja: AgreementMember = { ...english, language: 'ja' };
    const receipt = { kind: 'receipt', card: null, narration: 'Offline payment with receipt' } as const;
    expect(lines({ ...receipt, pay_type: 'Crypto Currency' }, ja)).toContain(
      '支払い方法: 暗号資産（領収書承認済み）',
    );
    expect(lines({ ...receipt, pay_type: 'Zelle' })).toContain('Payment: Zelle, receipt approved');
  });
});
