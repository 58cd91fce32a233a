import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ToastContext, type ToastContent, type Toaster, type ToastSettings } from './toast-context';

// antd's message (and the notification code under it) is not part of any page's first load: it is
// fetched once the page is idle, or at the first toast if that comes sooner (issue 21 §4, ADR 0044).
// A toast asked for meanwhile waits for it and then shows.
const ToastHost = lazy(() => import('./toast-host'));

/** Hands the toasts to antd's message once it is there, and keeps them until then. */
class ToastRelay {
  private host: Toaster | null = null;
  private readonly waiting: [keyof Toaster, ToastContent][] = [];

  constructor(private readonly wanted: () => void) {}

  readonly toaster: Toaster = {
    success: (content) => this.show('success', content),
    error: (content) => this.show('error', content),
  };

  readonly attach = (host: Toaster): void => {
    this.host = host;
    for (const [kind, content] of this.waiting.splice(0)) host[kind](content);
  };

  private show(kind: keyof Toaster, content: ToastContent): void {
    if (this.host) return this.host[kind](content);
    this.waiting.push([kind, content]);
    this.wanted();
  }
}

/** Gives useToast its toasts; renders antd's message once the page is idle or a toast is asked for. */
export function ToastProvider({ settings, children }: { settings: ToastSettings; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [relay] = useState(() => new ToastRelay(() => setWanted(true)));

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => setWanted(true), { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <ToastContext.Provider value={relay.toaster}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost settings={settings} onReady={relay.attach} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
