import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` once the place they take comes into the window, `waiting` (of the same size) until
 * then: what is below the fold costs nothing while the page loads. Where the browser cannot tell
 * (no IntersectionObserver), at once.
 */
export function WhenInView({ children, waiting }: { children: ReactNode; waiting: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  return inView ? children : <div ref={place}>{waiting}</div>;
}
