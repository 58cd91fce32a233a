import { TIER_PAGE_SIZE } from '@app/libs';

/** A checked tier listing request: dates as the first instant of `start` and of the day after `end` (UTC). */
export interface TierQueryRange {
  index: number;
  from: Date | null;
  until: Date | null;
  page: number;
  perPage: number;
}

/** The failures of a field, by error code; the first one of each field is reported. */
export type TierQueryProblems = Partial<Record<'index' | 'start' | 'end' | 'page' | 'per_page', string>>;

export const TierQueryCode = {
  badIndex: 'NETWORK.BAD_TIER_INDEX',
  startRequired: 'NETWORK.START_REQUIRED',
  endRequired: 'NETWORK.END_REQUIRED',
  badDate: 'NETWORK.BAD_DATE',
  startAfterEnd: 'NETWORK.START_AFTER_END',
  badPage: 'NETWORK.BAD_PAGE',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_PAGE = 1_000_000;

/** A calendar date YYYY-MM-DD as its first instant in UTC, or null when it is no real date. */
export function calendarDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const wholeAtLeast = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks a tier listing request: `index` is a tier (1 = direct referrals); `start` and `end` are
 * both given or both left out, real dates, and `start` is not after `end`; pages count from 1 and
 * hold at most TIER_PAGE_SIZE members.
 */
export function checkTierQuery(raw: {
  index?: unknown;
  start?: unknown;
  end?: unknown;
  page?: unknown;
  per_page?: unknown;
}): { query: TierQueryRange } | { problems: TierQueryProblems } {
  const problems: TierQueryProblems = {};
  if (!wholeAtLeast(raw.index, 1, MAX_PAGE)) problems.index = TierQueryCode.badIndex;
  const page = isBlank(raw.page) ? 1 : raw.page;
  if (!wholeAtLeast(page, 1, MAX_PAGE)) problems.page = TierQueryCode.badPage;
  const perPage = isBlank(raw.per_page) ? TIER_PAGE_SIZE : raw.per_page;
  if (!wholeAtLeast(perPage, 1, TIER_PAGE_SIZE)) problems.per_page = TierQueryCode.badPage;
  let from: Date | null = null;
  let until: Date | null = null;
  const hasStart = !isBlank(raw.start);
  const hasEnd = !isBlank(raw.end);
  if (hasStart || hasEnd) {
    if (!hasStart) problems.start = TierQueryCode.startRequired;
    else if (typeof raw.start !== 'string' || !(from = calendarDay(raw.start)))
      problems.start = TierQueryCode.badDate;
    if (!hasEnd) problems.end = TierQueryCode.endRequired;
    else if (typeof raw.end !== 'string' || !calendarDay(raw.end)) problems.end = TierQueryCode.badDate;
    else until = new Date(calendarDay(raw.end)!.getTime() + 86_400_000);
    if (from && until && from >= until) problems.start = TierQueryCode.startAfterEnd;
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    query: { index: raw.index as number, from, until, page: page as number, perPage: perPage as number },
  };
}
