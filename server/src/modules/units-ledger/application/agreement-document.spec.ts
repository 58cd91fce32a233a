import { LANGUAGES } from '@app/libs';
import { readPdf } from '../../../../test/support/pdf-text';
import { translate } from '../../../platform';
import { agreementDate } from '../domain/agreement-rules';
import { agreementPdf, type AgreementTransfer } from './agreement-document';

const transfer: AgreementTransfer = {
  id: '41',
  no: '1041',
  units: 3,
  unit_value_cents: '50005',
  narration: 'Units',
  created_at: new Date('2026-11-27T09:00:00Z'),
};

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
    },
  );
});
