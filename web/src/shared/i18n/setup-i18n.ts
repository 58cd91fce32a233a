import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/translation.json';
import './i18n-types';
import { readStoredLanguage } from './language-storage';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { lazyLocaleBackend } from './lazy-locale-backend';

export async function setupI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      // 'zh-CN' must not also try to load 'zh'.
      load: 'currentOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}
