/**
 * Calendar days in the operator's time zone (ADR 0035). A lock date names a day as people at the
 * show see it; the instant it starts depends on the zone and its daylight-saving rules, so it is
 * computed with Intl (the IANA database Node ships), never with a fixed offset.
 */

/** 'YYYY-MM-DD', four-digit year: the only spelling of a lock date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (not 2025-02-30), year 1 to 9999. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when Intl knows the zone by that IANA name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      era: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The calendar date of `instant` in `zone`, 'YYYY-MM-DD'. */
export function dateIn(zone: string, instant: Date): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}`;
}

/** Today in the operator's zone. */
export const todayIn = (zone: string, now: Date): string => dateIn(zone, now);

/** A lock date before today in the zone is refused: a season cannot lock in the past. */
export const isBeforeToday = (date: string, zone: string, now: Date): boolean => date < todayIn(zone, now);

const HOUR = 3_600_000;

/**
 * The first instant whose date in `zone` is `date`: local midnight, or, where a daylight-saving
 * change skips midnight (clocks jump 00:00 -> 01:00), the instant of the jump. Found by bisection
 * over the 2 days around UTC midnight, since every zone's offset lies within -12 h..+14 h and the
 * local date never goes backwards as time passes.
 */
export function startOfDayIn(date: string, zone: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number);
  const midnightUtc = new Date(0);
  midnightUtc.setUTCFullYear(year, month - 1, day);
  let before = midnightUtc.getTime() - 26 * HOUR; // its local date is before `date`
  let from = midnightUtc.getTime() + 26 * HOUR; // its local date is `date` or later
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (dateIn(zone, new Date(middle)) < date) before = middle;
    else from = middle;
  }
  return new Date(from);
}
