import { formatDate } from '../../../shared/format/format-date';

const pad = (value: number): string => String(value).padStart(2, '0');

/** MM-DD-YYYY HH:mm in the reader's time zone, the product's date with a time; unreadable input shows nothing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", in the reader's language, counted in the largest whole unit. */
export function ageInWords(iso: string, now: Date, language: string): string {
  let amount = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  let step = 0;
  while (amount >= STEPS[step][1]) {
    amount = Math.floor(amount / STEPS[step][1]);
    step += 1;
  }
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-amount, STEPS[step][0]);
}

/** A count, with "+" once it reaches the server's cap (the server stops counting there). */
export function formatBehind(behind: number, cap: number, language: string): string {
  const numbers = new Intl.NumberFormat(language);
  return behind >= cap ? `${numbers.format(cap)}+` : numbers.format(behind);
}
