import { splitIntoFontRuns, type GlyphCoverage } from './font-runs';
import { breakableChunks } from './line-breaks';

/** A font that has the code points matching `covers`. */
const font = (name: string, covers: RegExp): GlyphCoverage & { name: string } => ({
  name,
  hasGlyphForCodePoint: (codePoint) => covers.test(String.fromCodePoint(codePoint)),
});
const latin = font(
  'latin',
  /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Zs}\p{P}\p{S}\p{N}\u0301]/u,
);
const thai = font('thai', /[\p{Script=Thai}\p{Zs}]/u);
const cjk = font('cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Zs}\p{P}\p{Script=Latin}]/u);
const runs = (text: string) =>
  splitIntoFontRuns(text, [latin, thai, cjk]).map((run) => `${run.font.name}:${run.text}`);

describe('splitIntoFontRuns', () => {
  it('gives each code point to the first font of the chain that has it', () => {
    expect(runs('Олена Παπαδοπούλου 山田 <a@b.c>')).toEqual([
      'latin:Олена Παπαδοπούλου ',
      'cjk:山田 ',
      'latin:<a@b.c>',
    ]);
  });

  it('keeps spaces and combining marks in the run they follow', () => {
    expect(runs('สัญญา ที่นี่ ok')).toEqual(['thai:สัญญา ที่นี่ ', 'latin:ok']);
    expect(runs('山田 e\u0301')).toEqual(['cjk:山田 ', 'latin:e\u0301']);
  });

  it('leaves a code point no font has in the current run rather than dropping it', () => {
    expect(runs('a\u{1F600}b')).toEqual(['latin:a\u{1F600}b']);
    expect(runs('\u{1F600}')).toEqual(['latin:\u{1F600}']);
  });
});

describe('breakableChunks', () => {
  it('breaks after spaces and never before punctuation', () => {
    expect(breakableChunks('Value per unit: $1,250.00 (a)', 'en')).toEqual([
      'Value ',
      'per ',
      'unit: ',
      '$1,250.00 ',
      '(a)',
    ]);
  });

  it('breaks between words of scripts written without spaces', () => {
    expect(breakableChunks('สัญญาภาษาไทย', 'th').length).toBeGreaterThan(1);
    expect(breakableChunks('这是您的贷款协议，请妥善保管。', 'zh-CN')).toContain('协议，');
    expect(breakableChunks('大切に保管してください。', 'ja').join('')).toBe('大切に保管してください。');
  });
});
