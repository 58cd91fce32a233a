import { useCallback, useEffect, useState } from 'react';
import { asAppError } from '../api/app-error';

const TICK_MS = 250;

/**
 * How long before another code may be asked for. Started with the server's own limit after a send, or
 * with its Retry-After when it refused one, so the person sees the wait instead of running into
 * 'Too many requests'.
 */
export function useResendCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setUntil(null), []);
  /** Starts the wait the server asked for and returns it; undefined when the failure named none. */
  const startFromRefusal = useCallback(
    (error: unknown) => {
      const seconds = asAppError(error).retryAfterSeconds;
      if (seconds) start(seconds);
      return seconds;
    },
    [start],
  );

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start, reset, startFromRefusal };
}
