/**
 * One formatter per language and kind, made once: making an Intl.NumberFormat loads the language's
 * data, which costs far more than formatting with it, and tables format a figure per cell.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, kind: 'dollars' | 'whole'): Intl.NumberFormat {
  const key = `${kind} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(
      locale,
      kind === 'dollars' ? { style: 'currency', currency: 'USD' } : { maximumFractionDigits: 0 },
    );
    formatters.set(key, made);
  }
  return made;
}

export const formatDollars = (amount: number, locale: string): string =>
  formatter(locale, 'dollars').format(amount);

export const formatUnits = (units: number, locale: string): string =>
  formatter(locale, 'whole').format(units);

/** A count (of people, of referrals) as the language writes whole numbers. */
export const formatCount = (count: number, locale: string): string =>
  formatter(locale, 'whole').format(count);

/** Money travels as integer cents; this is the only place it becomes dollars, for display. */
export const formatCents = (cents: number, locale: string): string => formatDollars(cents / 100, locale);

/** A configured dollar value ('500', '499.99') in integer cents; NaN when it is not a number. */
export const dollarsToCents = (value: string | number | undefined | null): number => {
  const dollars = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : NaN;
};
