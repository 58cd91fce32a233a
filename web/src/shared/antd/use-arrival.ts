import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** How a lazily loaded control should arrive after what the reader did to its stand-in. */
export type Arrival = { autoFocus?: boolean; defaultOpen?: boolean };

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * When an antd control drawn first as a stand-in (LazyDatePicker, LazySelect) is wanted: once the page
 * is idle, or at once when the stand-in is pointed at, focused, pressed or opened from the keyboard;
 * focused (and open, when pressed) on arrival if the reader was at it. `triggers` go on the stand-in.
 *
 * A pointer press swaps the stand-in for the control only when the press is over (its click): a control
 * that arrives under a press still going on gets the rest of it (the press's focus, its mousedown),
 * which can close the list it arrived open with, as a CI run of seen-in-a-browser.e2e showed (the
 * Role list seen opening, then gone).
 */
export function useArrival(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [arrival, setArrival] = useState<Arrival>({});
  const pointerPress = useRef(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => setWanted(true), { timeout: 1500 });
    return () => cancel(id);
  }, []);
  const want = (now: Arrival) => {
    void load();
    setArrival((was) => ({ ...was, ...now }));
    if (now.defaultOpen) setWanted(true);
  };
  const pressed = { autoFocus: true, defaultOpen: true };
  const triggers = {
    onPointerEnter: () => want({}),
    onFocus: () => want({ autoFocus: true }),
    onPointerDown: () => {
      pointerPress.current = true;
      void load();
    },
    // Where only mouse events come (assistive tools, jsdom), a mousedown is the whole press.
    onMouseDown: () => {
      if (!pointerPress.current) want(pressed);
    },
    onClick: () => {
      if (!pointerPress.current) return;
      pointerPress.current = false;
      want(pressed);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      want(pressed);
    },
  };
  return { wanted, arrival, triggers };
}
