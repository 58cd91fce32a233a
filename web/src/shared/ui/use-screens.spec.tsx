import { renderHook } from '@testing-library/react';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { setScreenWidth } from '../test/screen-width';
import { PrerenderShell } from './prerender-shell';
import { SCREEN_QUERIES, useScreens } from './use-screens';

describe('useScreens', () => {
  it("asks the window antd's own breakpoints", () => {
    const token = theme.getDesignToken();
    expect(SCREEN_QUERIES).toEqual({
      xs: `(max-width: ${token.screenXSMax}px)`,
      sm: `(min-width: ${token.screenSM}px)`,
      md: `(min-width: ${token.screenMD}px)`,
      lg: `(min-width: ${token.screenLG}px)`,
      xl: `(min-width: ${token.screenXL}px)`,
      xxl: `(min-width: ${token.screenXXL}px)`,
    });
  });

  it('answers from the first render, for a phone and for a desktop window', () => {
    setScreenWidth(375);
    expect(renderHook(() => useScreens()).result.current).toEqual({
      xs: true,
      sm: false,
      md: false,
      lg: false,
      xl: false,
      xxl: false,
    });
    setScreenWidth(1280);
    const { result, rerender } = renderHook(() => useScreens());
    const first = result.current;
    expect(first).toEqual({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false });
    rerender();
    // The same answer is the same object: nothing that depends on it draws again.
    expect(result.current).toBe(first);
  });

  it('gives a prerendered shell the window it is drawn for, whatever the window', () => {
    setScreenWidth(1280);
    const narrow = { xs: true, sm: false };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PrerenderShell screens={narrow}>{children}</PrerenderShell>
    );
    expect(renderHook(() => useScreens(), { wrapper }).result.current).toBe(narrow);
  });
});
