import { App as AntApp, ConfigProvider } from 'antd';
import { TOAST_DURATION_SECONDS } from '@app/libs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '../store';
import { AccountLanguage } from './account-language';
import { SessionRefresher } from './session-refresher';
import { appTheme } from './theme';

/**
 * Toasts open below the sticky header (64 px, global.css), never over the navigation: a message that
 * hides the menu is in the way of the very next click.
 */
const TOAST_TOP = 64 + 12;

/**
 * antd's own words in the visitor's language. antd names its expand button with these and shows them
 * as the button's default text, so the button's name is what it shows; the rest keeps antd's English.
 */
function useAntdLocale() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      locale: i18n.language,
      Text: { expand: t('actions.showMore'), collapse: t('actions.showLess') },
    }),
    [t, i18n.language],
  );
}

// antd puts a space between the two characters of a two-hanzi button label ("登 録"), a Chinese
// typesetting habit that reads as a broken word in Japanese and that Chinese products rarely keep.
const BUTTONS = { autoInsertSpace: false } as const;

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <Provider store={store}>
      <ConfigProvider theme={appTheme} locale={locale} button={BUTTONS}>
        <AntApp
          message={{ duration: TOAST_DURATION_SECONDS, maxCount: 3, top: TOAST_TOP }}
          notification={{ duration: TOAST_DURATION_SECONDS, top: TOAST_TOP }}
        >
          <SessionRefresher />
          <AccountLanguage />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
