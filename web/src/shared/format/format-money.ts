export const formatDollars = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

export const formatUnits = (units: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(units);

/** Money travels as integer cents; this is the only place it becomes dollars, for display. */
export const formatCents = (cents: number, locale: string): string => formatDollars(cents / 100, locale);

/** A configured dollar value ('500', '499.99') in integer cents; NaN when it is not a number. */
export const dollarsToCents = (value: string | number | undefined | null): number => {
  const dollars = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : NaN;
};
