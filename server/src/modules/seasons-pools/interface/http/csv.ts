/** A CSV cell: quoted, and spreadsheet formulas defused (a leading = + - @ becomes text). */
export const csvCell = (value: unknown): string => {
  const text = String(value ?? '');
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** Integer cents as dollars with two decimals, by integer arithmetic only: 123456 -> "1234.56". */
export const centsText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
