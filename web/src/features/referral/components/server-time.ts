const SERVER_TIME_ZONE = 'America/New_York';
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `epochMs`. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wallAsUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wallAsUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The instant a server time stands for. `estTime` comes as New York wall time without an offset
 * ("2025-06-01T08:00:00"); anything carrying an offset or Z is taken as written. NaN if unreadable.
 */
export function parseServerTime(text: string, timeZone: string = SERVER_TIME_ZONE): number {
  if (HAS_OFFSET.test(text.trim())) return Date.parse(text);
  const match = WALL_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // Two passes settle the offset even right next to a daylight-saving change.
  const firstGuess = wallAsUtc - zoneOffsetMs(wallAsUtc, timeZone);
  return wallAsUtc - zoneOffsetMs(firstGuess, timeZone);
}
