/** Registration is open until the configured cutoff; no cutoff means open. */
export function isRegistrationOpen(cutoff: Date | null, now: Date): boolean {
  return cutoff === null || now.getTime() < cutoff.getTime();
}

export function parseCutoff(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The server's wall-clock time in New York, as the spec's `estTime` (ISO-like, without offset). */
export function newYorkTime(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}
