import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appTheme } from './theme';

/**
 * antd's own words in the visitor's language. antd names its expand button with these and shows them
 * as the button's default text, so the button's name is what it shows; the password field's show/hide
 * button is named with `global.show`/`global.hide` (antd's locales have them in few languages, and
 * then only "Show"/"Hide"). The rest keeps antd's English.
 */
function useAntdLocale() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      locale: i18n.language,
      Text: { expand: t('actions.showMore'), collapse: t('actions.showLess') },
      global: { show: t('actions.showPassword'), hide: t('actions.hidePassword') },
    }),
    [t, i18n.language],
  );
}

// antd puts a space between the two characters of a two-hanzi button label ("登 録"), a Chinese
// typesetting habit that reads as a broken word in Japanese and that Chinese products rarely keep.
const BUTTONS = { autoInsertSpace: false } as const;

/**
 * Our theme, language and button settings for the antd components inside. Not at the app's root: antd
 * (its style engine, theme and components) is not part of the landing page's first load (issue 21 §4,
 * ADR 0044). The pages behind the landing get it from their layout route; the landing's own antd
 * parts (contact form, teaser video, toasts) load it with them.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={appTheme} locale={locale} button={BUTTONS}>
      {children}
    </ConfigProvider>
  );
}
