import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the browser is idle or `target` comes within a screen of the window, whichever is first:
 * when a part below the fold should start loading (issue 21 §4, ADR 0044, ADR 0048). Where the browser
 * has neither API, at once.
 */
export function useWantedSoon(target: RefObject<HTMLElement | null>, idleTimeoutMs = 3000): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const element = target.current;
    if (
      typeof window.requestIdleCallback !== 'function' ||
      typeof IntersectionObserver !== 'function' ||
      !element
    ) {
      want();
      return;
    }
    const idle = window.requestIdleCallback(want, { timeout: idleTimeoutMs });
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => {
      window.cancelIdleCallback(idle);
      observer.disconnect();
    };
  }, [target, wanted, idleTimeoutMs]);
  return wanted;
}
