/** What the units box of /pay-now holds: a whole number of units, or why the entry is refused. */
export type UnitsCheck =
  { kind: 'ok'; units: number } | { kind: 'empty' } | { kind: 'not-a-number' } | { kind: 'not-positive' };

/** The spec's rules: a non-number is invalid, zero or less is refused. */
export function checkUnits(raw: string): UnitsCheck {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (!/^-?\d+$/.test(text)) return { kind: 'not-a-number' };
  const units = Number(text);
  if (!Number.isSafeInteger(units)) return { kind: 'not-a-number' };
  if (units <= 0) return { kind: 'not-positive' };
  return { kind: 'ok', units };
}

/** On leaving the box: an entry below the configured minimum is cleared (spec). */
export function unitsAfterBlur(raw: string, minimum: number): string {
  const check = checkUnits(raw);
  return check.kind === 'ok' && check.units < minimum ? '' : raw;
}

/** The first amount offered: what the member said they intend to buy, never below the minimum. */
export const initialUnits = (intent: number, minimum: number): number =>
  Number.isSafeInteger(intent) && intent >= minimum ? intent : minimum;
