import { type RefObject, useEffect } from 'react';

/**
 * Runs `repair` on the element's subtree now and after every change to it. For attributes antd's
 * components write themselves and offer no prop for: antd may replace those nodes on a re-render, so a
 * single pass after mounting is not enough.
 */
export function useDomRepair(ref: RefObject<HTMLElement | null>, repair: (root: HTMLElement) => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repair(root);
    const observer = new MutationObserver(() => repair(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, repair]);
}

/** Sets an attribute only when it differs, so that the observer's own writes cause no further work. */
export function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
