import { statSync } from 'node:fs';
import { readPdf } from '../../../test/support/pdf-text';
import { notoFont, notoFontPath } from './pdf-fonts';
import { PdfWriter } from './pdf-writer';

const NAME = 'Олена Παπαδοπούλου 山田';
const PHRASES = {
  japanese: '貸付契約書をお送りします。大切に保管してください。',
  korean: '대출 계약서를 보내 드립니다. 잘 보관해 주세요.',
  hindi: 'यह आपका ऋण अनुबंध है, कृपया इसे सुरक्षित रखिए।',
  thai: 'นี่คือสัญญาเงินกู้ของคุณ โปรดเก็บรักษาไว้',
  chinese: '这是您的贷款协议，请妥善保管。',
  vietnamese: 'Đây là hợp đồng cho vay của bạn.',
};
const CREATED = new Date('2026-11-23T10:20:30Z');

describe('PdfWriter', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await PdfWriter.document({
      title: `Lending Agreement — ${NAME}`,
      paragraphs: [`Lender: ${NAME} <olena@example.com>`, '', ...Object.values(PHRASES)],
      createdAt: CREATED,
    });
  });

  it('keeps every script whole: the text read back has each phrase, none drawn as a missing glyph', () => {
    const { text, missingGlyphs } = readPdf(pdf);
    expect(text).toContain(`Lending Agreement — ${NAME}`);
    expect(text).toContain(`Lender: ${NAME} <olena@example.com>`);
    for (const phrase of Object.values(PHRASES)) expect(text).toContain(phrase);
    expect(missingGlyphs).toBe(0);
  });

  it('embeds each font as a subset with a Unicode map', () => {
    const { fonts } = readPdf(pdf);
    expect(fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Regular',
      'NotoSansHans-Regular',
      'NotoSansKR-Regular',
      'NotoSansThai-Regular',
    ]);
    for (const font of fonts) {
      expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
      expect(font.programBytes).toBeGreaterThan(0);
      expect(font.hasToUnicode).toBe(true);
    }
    // Each embedded program is a small part of its face (the Chinese face alone is 8 MB).
    const files = {
      'NotoSans-Regular': 'noto-sans',
      'NotoSansThai-Regular': 'noto-sans-thai',
      'NotoSansHans-Regular': 'noto-sans-sc',
      'NotoSansKR-Regular': 'noto-sans-kr',
    } as const;
    let fullFaces = 0;
    for (const font of fonts) {
      const full = statSync(notoFontPath(files[font.baseFont.slice(7) as keyof typeof files])).size;
      expect(font.programBytes).toBeLessThan(full / 10);
      fullFaces += full;
    }
    expect(fullFaces).toBeGreaterThan(12_000_000);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('records the title, creation date and language in the document', () => {
    const { info } = readPdf(pdf);
    expect(info.Title).toBe(`Lending Agreement — ${NAME}`);
    expect(info.CreationDate).toMatch(/^D:20261123102030Z/);
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en\)/);
  });

  it('wraps long paragraphs and continues on new pages, numbering them', async () => {
    const sentence = 'The lender lends the amount above to the production in whole units.';
    const long = await PdfWriter.document({
      title: 'Long',
      paragraphs: Array.from({ length: 40 }, (_, i) => `${i + 1}. ${sentence} ${sentence} 山田 ${sentence}`),
      pageSize: 'LETTER',
    });
    const { text, pageCount, missingGlyphs } = readPdf(long);
    expect(pageCount).toBeGreaterThan(1);
    expect(missingGlyphs).toBe(0);
    const lines = text.split('\n');
    expect(lines).toContain(`1 / ${pageCount}`);
    expect(lines).toContain(`${pageCount} / ${pageCount}`);
    // Each paragraph wraps onto more than one line, and nothing is lost across lines or pages.
    const body = lines.filter((line) => !/^\d+ \/ \d+$/.test(line) && line !== 'Long');
    expect(body.length).toBeGreaterThan(80);
    expect(body.join(' ').replace(/\s+/g, ' ')).toContain(`40. ${sentence} ${sentence} 山田 ${sentence}`);
  });

  it('uses the Japanese glyph shapes for Han characters in a Japanese document', async () => {
    const ja = await PdfWriter.document({ title: '貸付契約書', paragraphs: [NAME], language: 'ja' });
    const { fonts, text } = readPdf(ja);
    expect(fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Regular',
      'NotoSansJP-Regular',
    ]);
    expect(text).toContain(NAME);
  });

  it('would fail with a font that lacks the scripts (the checks above are not vacuous)', async () => {
    const latinOnly = new PdfWriter(() => [notoFont('noto-sans')]);
    const { missingGlyphs } = readPdf(
      await latinOnly.render({ title: 'x', paragraphs: [NAME, PHRASES.thai] }),
    );
    // The text itself still reads back (as /ActualText), so it is the missing glyphs that show the boxes.
    expect(missingGlyphs).toBe([...'山田', ...PHRASES.thai.replace(/ /g, '')].length);
  });
});
