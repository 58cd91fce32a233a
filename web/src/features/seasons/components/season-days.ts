const pad = (value: number): string => String(value).padStart(2, '0');

/** Today on the reader's calendar as YYYY-MM-DD, the value a date input takes and its `min`. */
export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * A calendar day (YYYY-MM-DD) as the product's MM-DD-YYYY. Read as text, not as a Date: a day is
 * the same day whatever the reader's time zone (new Date('2026-05-01') is the evening before in America).
 */
export function formatDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}
