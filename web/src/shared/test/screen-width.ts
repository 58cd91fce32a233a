/**
 * Makes matchMedia answer as a screen `width` px wide would, for components that lay out by antd's
 * breakpoints (Grid.useBreakpoint). The stub of browser-stubs.ts matches nothing, a width below every
 * breakpoint.
 */
export function setScreenWidth(width: number): void {
  const holds = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
  // browser-stubs.ts defines it writable, not configurable: assigned, not redefined.
  window.matchMedia = (query: string) =>
    ({
      matches: holds(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
