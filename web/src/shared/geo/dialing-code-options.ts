import type { DialingCode } from '@app/libs';

export interface DialingCodeOption {
  value: string;
  /** Every country sharing the code (+1 is the US, Canada and more), for search and the list. */
  countries: Array<Pick<DialingCode, 'name' | 'iso2'>>;
}

/** One option per code: a select value must be unique, and the payload carries only the code. */
export function toDialingCodeOptions(codes: DialingCode[]): DialingCodeOption[] {
  const byCode = new Map<string, DialingCodeOption['countries']>();
  for (const { code, name, iso2 } of codes) {
    const clean = code.replace(/^\+/, '').trim();
    if (!clean) continue;
    byCode.set(clean, [...(byCode.get(clean) ?? []), { name, iso2 }]);
  }
  return [...byCode.entries()]
    .map(([value, countries]) => ({ value, countries }))
    .sort((a, b) => Number(a.value) - Number(b.value) || a.value.localeCompare(b.value));
}
