import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { useWantedSoon } from './use-wanted-soon';

/**
 * A part of a page below its first screen, loaded once the page is idle or the part comes near the
 * window, not with the page (issue 21 §4, ADR 0048). Its place is kept meanwhile (`minHeight`, about
 * the part's own height), so nothing under it moves when it arrives.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  minHeight: number,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazySection(props: P) {
    const place = useRef<HTMLDivElement>(null);
    const wanted = useWantedSoon(place);
    const placeholder = <div ref={place} className="lazy-section" style={{ minHeight }} aria-busy="true" />;
    if (!wanted) return placeholder;
    return (
      <Suspense fallback={<div className="lazy-section" style={{ minHeight }} aria-busy="true" />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
