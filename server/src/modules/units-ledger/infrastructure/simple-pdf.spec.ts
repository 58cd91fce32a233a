import { textPdf } from './simple-pdf';

/** The byte offsets the xref table lists, in object order. */
function xrefOffsets(pdf: Buffer): { offsets: number[]; xrefAt: number; startxref: number } {
  const text = pdf.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const [, countText] = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))!;
  const entries = text
    .slice(xrefAt)
    .split('\n')
    .slice(2, 2 + Number(countText));
  expect(entries[0]).toBe('0000000000 65535 f ');
  return {
    offsets: entries.slice(1).map((e) => {
      expect(e).toMatch(/^\d{10} 00000 n $/);
      return Number(e.slice(0, 10));
    }),
    xrefAt,
    startxref,
  };
}

describe('textPdf', () => {
  const pdf = textPdf('Lending Agreement', ['Units: 3', '', 'x '.repeat(200), 'Narration: (a) \\ b']);
  const text = pdf.toString('latin1');

  it('starts with a PDF header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has xref offsets that point at "N 0 obj", and startxref at the xref table', () => {
    const { offsets, xrefAt, startxref } = xrefOffsets(pdf);
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => {
      expect(pdf.subarray(offset, offset + `${i + 1} 0 obj`.length).toString('latin1')).toBe(
        `${i + 1} 0 obj`,
      );
    });
    expect(startxref).toBe(xrefAt);
    expect(text).toContain('/Size 7 /Root 1 0 R');
  });

  it('declares the true stream length', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(match[2], 'latin1')).toBe(Number(match[1]));
  });

  it('escapes parentheses and backslashes, drops non-ASCII and wraps long lines', () => {
    expect(text).toContain('(Narration: \\(a\\) \\\\ b)');
    const long = textPdf('Ünïcödé ✓ title', ['é'.repeat(3) + ' ' + 'word '.repeat(60)]);
    const longText = long.toString('latin1');
    expect(/[^\n -~]/.test(longText)).toBe(false);
    expect(longText).toContain('(Unicode  title) Tj');
    const shown = [...longText.matchAll(/^\((.*)\) '$/gm)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThan(1);
    shown.forEach((line) => expect(line.length).toBeLessThanOrEqual(95));
    const { offsets } = xrefOffsets(long);
    offsets.forEach((offset, i) =>
      expect(long.subarray(offset, offset + 7).toString('latin1')).toBe(`${i + 1} 0 obj`),
    );
  });

  it('keeps offsets right with no lines at all', () => {
    const empty = textPdf('', []);
    const { offsets } = xrefOffsets(empty);
    offsets.forEach((offset, i) =>
      expect(empty.subarray(offset, offset + 7).toString('latin1')).toBe(`${i + 1} 0 obj`),
    );
  });
});
