import { type ComponentType, createElement, forwardRef, lazy, Suspense } from 'react';

type Props = Record<string, unknown>;

/**
 * A component of antd's own that antd imports statically but draws only for a prop we rarely or never
 * pass, loaded the first time it is drawn (build/antd-on-demand.ts rewrites antd's import into this).
 * It draws nothing until loaded, inside its own Suspense, so the page around it never waits for it.
 */
export function lazyPart(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Lazy = lazy(load);
  return forwardRef<unknown, Props>((props, ref) =>
    createElement(Suspense, { fallback: null }, createElement(Lazy, { ...props, ref })),
  );
}
