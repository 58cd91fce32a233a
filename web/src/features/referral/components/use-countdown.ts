import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/** Counts down from `initialMs` once per second and calls `onZero` once when it runs out. */
export function useCountdown(initialMs: number, onZero: () => void): number {
  const [left, setLeft] = useState(initialMs);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    // Elapsed time comes from the clock, not from counting ticks, so a throttled tab stays right.
    const started = performance.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, initialMs - (performance.now() - started));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        onZeroRef.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [initialMs]);

  return left;
}
