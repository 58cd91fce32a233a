import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A modal loaded the first time it is shown, not with the page: its form, pickers and upload are most
 * of many pages' JavaScript and most visits never open it (issue 21 §4, ADR 0048). `shown` reads from
 * its props whether it is shown (by default `open`; a modal the page renders only while shown passes
 * `() => true`). Once shown it stays mounted, as it did before, so it closes with its animation.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && shown(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
