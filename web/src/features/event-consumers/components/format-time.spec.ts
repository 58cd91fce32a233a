import { ageInWords, formatBehind, formatDateTime } from './format-time';

describe('event consumer formats', () => {
  it('shows a time as MM-DD-YYYY HH:mm in local time', () => {
    const local = new Date(2026, 10, 3, 9, 5, 59);
    expect(formatDateTime(local.toISOString())).toBe('11-03-2026 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('says an age in the largest whole unit', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(ageInWords('2026-11-23T11:59:58Z', now, 'en')).toBe('2 seconds ago');
    expect(ageInWords('2026-11-23T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(ageInWords('2026-11-23T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(ageInWords('2026-11-20T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(ageInWords('2026-11-23T12:00:00Z', now, 'en')).toBe('now');
  });

  it('counts behind up to the cap, then "cap+"', () => {
    expect(formatBehind(12_345, 100_000, 'en')).toBe('12,345');
    expect(formatBehind(99_999, 100_000, 'en')).toBe('99,999');
    expect(formatBehind(100_000, 100_000, 'en')).toBe('100,000+');
  });
});
