import { serverRemainingMs, splitDuration } from './countdown-math';

describe('serverRemainingMs', () => {
  it('measures from the server time to the cutoff', () => {
    expect(serverRemainingMs('2025-06-02T12:00:00Z', '2025-06-01T12:00:00Z')).toBe(86_400_000);
  });

  it('compares instants, whatever offset each time is written in', () => {
    expect(serverRemainingMs('2025-06-01T17:00:00Z', '2025-06-01T12:00:00-04:00')).toBe(3_600_000);
  });

  it('reads the server time as New York wall time when it has no offset', () => {
    // June: New York is UTC-4, so 08:00 there is 12:00 UTC.
    expect(serverRemainingMs('2025-06-01T13:00:00.000Z', '2025-06-01T08:00:00')).toBe(3_600_000);
    // January: UTC-5, so 08:00 there is 13:00 UTC.
    expect(serverRemainingMs('2025-01-15T13:00:30.000Z', '2025-01-15T08:00:00')).toBe(30_000);
  });

  it('never goes below zero and answers null without a cutoff', () => {
    expect(serverRemainingMs('2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z')).toBe(0);
    expect(serverRemainingMs(null, '2025-06-02T00:00:00Z')).toBeNull();
    expect(serverRemainingMs('not a date', '2025-06-02T00:00:00Z')).toBeNull();
  });
});

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });
});
