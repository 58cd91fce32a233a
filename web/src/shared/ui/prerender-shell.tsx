import { createContext, type ReactNode, useContext } from 'react';

/** antd's breakpoints, as its Grid names them: which of them the window is at or above (xs: below sm). */
export type Screens = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', boolean>>;

interface Shell {
  /** The window the shell is drawn for: at build time there is none to measure. */
  screens: Screens;
}

const ShellContext = createContext<Shell | null>(null);

/**
 * Around a signed-in page drawn at build time (src/prerender, ADR 0056): the person is not known
 * there, so what shows them (their cards) draws its loading state, and the layout is drawn for the
 * window given.
 */
export function PrerenderShell({ screens, children }: { screens: Screens; children: ReactNode }) {
  return <ShellContext.Provider value={{ screens }}>{children}</ShellContext.Provider>;
}

/** Whether this render is the build-time shell of a signed-in page, not the app in a browser. */
export const usePrerenderShell = (): boolean => useContext(ShellContext) !== null;

/** In a prerendered shell, the breakpoints it is drawn for; elsewhere null. */
export const useShellScreens = (): Screens | null => useContext(ShellContext)?.screens ?? null;
