import { act, renderHook } from '@testing-library/react';
import { useResendCountdown } from './use-resend-countdown';

describe('useResendCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts the seconds down to zero after a send', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => void jest.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it("starts from the server's Retry-After when it refused, and not for other failures", () => {
    const { result } = renderHook(() => useResendCountdown());
    let seconds: number | undefined;
    act(() => {
      seconds = result.current.startFromRefusal({ status: 500, code: null, message: 'x', fields: {} });
    });
    expect(seconds).toBeUndefined();
    expect(result.current.secondsLeft).toBe(0);
    act(() => {
      seconds = result.current.startFromRefusal({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests',
        fields: {},
        retryAfterSeconds: 45,
      });
    });
    expect(seconds).toBe(45);
    expect(result.current.secondsLeft).toBe(45);
  });

  it('stops at once when reset (another address may be sent a code)', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.start(60));
    act(() => result.current.reset());
    expect(result.current.secondsLeft).toBe(0);
  });
});
