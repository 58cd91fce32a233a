import type { DailyFigure } from '@app/libs';

/** The dashboard's charts cover this many days, today included. */
export const CHART_DAYS = 90;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day (UTC) of the chart ending today. */
export function chartStart(today: Date, days = CHART_DAYS): string {
  return isoDay(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS,
  );
}

/** Monday of today's week (UTC): "this week" of the dashboard's counter. */
export function weekStart(today: Date): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return isoDay(midnight - sinceMonday * DAY_MS);
}

/** Every day of the chart, oldest first, 0 where nothing happened. */
export function dailySeries(values: Map<string, number>, today: Date, days = CHART_DAYS): DailyFigure[] {
  const first = Date.parse(`${chartStart(today, days)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = isoDay(first + i * DAY_MS);
    return { date, value: values.get(date) ?? 0 };
  });
}

/** The sum of the days from `from` (inclusive). */
export function sumSince(values: Map<string, number>, from: string): number {
  let sum = 0;
  for (const [date, value] of values) if (date >= from) sum += value;
  return sum;
}
