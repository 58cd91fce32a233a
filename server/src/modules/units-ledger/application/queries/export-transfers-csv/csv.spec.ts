import { centsText, csvCell } from './csv';

describe('csv cells', () => {
  it('quotes and defuses formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it('writes cents as dollars exactly', () => {
    expect(centsText(0)).toBe('0.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(1234)).toBe('12.34');
    expect(centsText(-1999)).toBe('-19.99');
    // 3 x $12.34 in floating point is 37.019999...; in cents it is exact.
    expect(centsText(3 * 1234)).toBe('37.02');
    expect(centsText(1_000_000 * 100_000_000)).toBe('1000000000000.00');
  });
});
