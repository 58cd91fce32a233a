import { useEffect, useState } from 'react';

/** How a lazily loaded control should arrive after what the reader did to its stand-in. */
export type Arrival = { autoFocus?: boolean; defaultOpen?: boolean };

/**
 * When an antd control drawn first as a stand-in (LazyDatePicker, LazySelect) is wanted: once the page
 * is idle, or at once when the stand-in is pointed at, focused or pressed; focused (and open, when
 * pressed) on arrival if the reader was at it. `triggers` go on the stand-in.
 */
export function useArrival(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [arrival, setArrival] = useState<Arrival>({});
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => setWanted(true), { timeout: 1500 });
    return () => cancel(id);
  }, []);
  const want = (now: Arrival) => () => {
    void load();
    setArrival((was) => ({ ...was, ...now }));
    if (now.defaultOpen) setWanted(true);
  };
  const triggers = {
    onPointerEnter: want({}),
    onFocus: want({ autoFocus: true }),
    onPointerDown: want({ autoFocus: true, defaultOpen: true }),
    // Where only mouse events come (assistive tools, jsdom), a press is a press all the same.
    onMouseDown: want({ autoFocus: true, defaultOpen: true }),
  };
  return { wanted, arrival, triggers };
}
