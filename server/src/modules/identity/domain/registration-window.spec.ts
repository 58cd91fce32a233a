import { isRegistrationOpen, newYorkTime, parseCutoff } from './registration-window';

describe('registration window', () => {
  const cutoff = new Date('2030-06-01T00:00:00Z');

  it('stays open without a cutoff', () => {
    expect(isRegistrationOpen(null, new Date('2100-01-01T00:00:00Z'))).toBe(true);
  });

  it('is open before the cutoff and closed from the cutoff on', () => {
    expect(isRegistrationOpen(cutoff, new Date(cutoff.getTime() - 1))).toBe(true);
    expect(isRegistrationOpen(cutoff, cutoff)).toBe(false);
    expect(isRegistrationOpen(cutoff, new Date(cutoff.getTime() + 1))).toBe(false);
  });

  it('reads an empty or unreadable setting as no cutoff', () => {
    expect(parseCutoff(null)).toBeNull();
    expect(parseCutoff(undefined)).toBeNull();
    expect(parseCutoff('')).toBeNull();
    expect(parseCutoff('next tuesday')).toBeNull();
  });

  it('reads an ISO time as that instant', () => {
    expect(parseCutoff('2030-06-01T00:00:00Z')?.toISOString()).toBe('2030-06-01T00:00:00.000Z');
    expect(parseCutoff('2030-06-01T00:00:00-04:00')?.toISOString()).toBe('2030-06-01T04:00:00.000Z');
  });
});

describe('newYorkTime', () => {
  it('uses standard time (UTC-5) in winter', () => {
    expect(newYorkTime(new Date('2025-01-15T17:30:45Z'))).toBe('2025-01-15T12:30:45');
  });

  it('uses daylight time (UTC-4) in summer', () => {
    expect(newYorkTime(new Date('2025-07-04T16:05:06Z'))).toBe('2025-07-04T12:05:06');
  });

  it('writes midnight as 00, not 24', () => {
    expect(newYorkTime(new Date('2025-07-04T04:00:00Z'))).toBe('2025-07-04T00:00:00');
  });

  it('rolls the date back when New York is still on the previous day', () => {
    expect(newYorkTime(new Date('2025-03-01T03:00:00Z'))).toBe('2025-02-28T22:00:00');
  });

  it('follows the switch to daylight time', () => {
    expect(newYorkTime(new Date('2025-03-09T06:59:59Z'))).toBe('2025-03-09T01:59:59');
    expect(newYorkTime(new Date('2025-03-09T07:00:00Z'))).toBe('2025-03-09T03:00:00');
  });
});
