import { TOAST_DURATION_SECONDS } from '@app/libs';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../../shared/toasts/toast-provider';
import type { AppStore } from '../store';
import { AccountLanguage } from './account-language';
import { SessionRefresher } from './session-refresher';

/**
 * Toasts open below the sticky header (64 px, global.css), never over the navigation: a message that
 * hides the menu is in the way of the very next click.
 */
const TOASTS = { duration: TOAST_DURATION_SECONDS, maxCount: 3, top: 64 + 12 } as const;

/**
 * The store and the toasts. antd's theme is not given here but around the pages that use antd
 * (shared/antd/antd-provider.tsx): the landing page's first load carries no antd (ADR 0044).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastProvider settings={TOASTS}>
        {/* The text style antd's <App> wrapper gave the page (global.css). */}
        <div className="app-root">
          <SessionRefresher />
          <AccountLanguage />
          {children}
        </div>
      </ToastProvider>
    </Provider>
  );
}
