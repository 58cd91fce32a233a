/**
 * jsdom lacks matchMedia, which antd's responsive helpers call on mount, and ResizeObserver (tables,
 * ellipsis), and it reports every getComputedStyle call for a pseudo-element (antd tables measure
 * the scrollbar that way) as an error, which floods the test output.
 */
export function installBrowserStubs(): void {
  installMessageChannel();
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

/** jsdom lacks MessageChannel, which antd's form uses to batch `setFieldsValue` notifications. */
function installMessageChannel(): void {
  if (typeof globalThis.MessageChannel === 'function') return;
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class StubMessageChannel {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: StubMessageChannel });
}
