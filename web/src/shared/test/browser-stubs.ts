/**
 * jsdom lacks matchMedia, which antd's responsive helpers call on mount, and ResizeObserver (tables,
 * ellipsis), and it reports every getComputedStyle call for a pseudo-element (antd tables measure
 * the scrollbar that way) as an error, which floods the test output.
 */
export function installBrowserStubs(): void {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  if (typeof window.ResizeObserver !== 'function') {
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      // jsdom lays nothing out, so there is never a size change to report.
      value: class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    });
  }
  if (typeof window.matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
