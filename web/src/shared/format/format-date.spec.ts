import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes dates as MM-DD-YYYY', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('01-05-2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('12-31-2024');
  });

  it('shows nothing for empty or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the date as MM-DD-YYYY followed by the time of day', () => {
    const at = new Date(2025, 0, 5, 14, 7, 9);
    expect(formatDateTime(at)).toBe(`01-05-2025 ${at.toLocaleTimeString()}`);
    expect(formatDateTime(at.toISOString())).toBe(`01-05-2025 ${at.toLocaleTimeString()}`);
  });

  it('shows nothing for no date or an unreadable one', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
