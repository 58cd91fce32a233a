import { useSyncExternalStore } from 'react';
import { type Screens, useShellScreens } from './prerender-shell';

/** antd's default breakpoints (its responsiveObserver's), checked against its theme by the spec. */
export const SCREEN_QUERIES: Record<keyof Screens, string> = {
  xs: '(max-width: 575px)',
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
};

let lastKey = '';
let lastScreens: Screens = {};

/** The same object while the answer is the same: useSyncExternalStore compares snapshots by identity. */
function currentScreens(): Screens {
  const entries = Object.entries(SCREEN_QUERIES).map(
    ([name, query]) => [name, window.matchMedia(query).matches] as const,
  );
  const key = entries.map(([, holds]) => (holds ? '1' : '0')).join('');
  if (key !== lastKey) {
    lastKey = key;
    lastScreens = Object.fromEntries(entries);
  }
  return lastScreens;
}

function onScreensChange(changed: () => void): () => void {
  const lists = Object.values(SCREEN_QUERIES).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', changed);
  return () => {
    for (const list of lists) list.removeEventListener('change', changed);
  };
}

const NO_WINDOW: Screens = {};

/**
 * antd's breakpoints of the window, as Grid.useBreakpoint gives them, but right from the first render
 * and with a new render only when one changes: antd's hook answers after mounting, by drawing the
 * whole layout again at once (a blocking render while the page loads). In a prerendered shell, the
 * breakpoints it is drawn for.
 */
export function useScreens(): Screens {
  const shell = useShellScreens();
  const screens = useSyncExternalStore(onScreensChange, currentScreens, () => NO_WINDOW);
  return shell ?? screens;
}
