import i18next from 'i18next';
import type { LanguageCode } from '@app/libs';
import { LOCALE_NAMESPACES, serverLocales } from '../../locales';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { TextParams, Translatable } from './translatable';

/*
 * One i18next instance for the whole server, filled synchronously from the bundled translation
 * files (server/src/locales, ADR 0011). A missing language or key falls back to English.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: serverLocales,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  load: 'currentOnly',
  ns: [...LOCALE_NAMESPACES],
  defaultNS: 'errors',
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
  // Texts go into JSON answers and plain-text mail; the HTML email layout escapes on its own.
  interpolation: { escapeValue: false },
} as Parameters<typeof i18n.init>[0]);

/** `key` (`namespace:path`) in `language`; English, then `fallback`, when the key is missing. */
export function translate(
  language: LanguageCode,
  key: string,
  params: TextParams = {},
  fallback?: string,
): string {
  const values: TextParams = { ...params };
  // A field label is a word of the language too: 'The password confirmation ...' -> '... confirmación ...'.
  if (typeof values.field === 'string') {
    values.field = i18n.t(`validation:fields.${values.field}`, { lng: language, defaultValue: values.field });
  }
  return i18n.t(key, { ...values, lng: language, defaultValue: fallback ?? key }) as string;
}

/** A plain string is already final (e.g. a person's own input); a Translatable is rendered in `language`. */
export function render(language: LanguageCode, text: string | Translatable): string {
  return typeof text === 'string' ? text : translate(language, text.key, text.params, text.fallback);
}

/** Whether a translation file holds the key for exactly this language (no fallback): for tests and checks. */
export const hasOwnTranslation = (language: LanguageCode, key: string): boolean => {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['errors', key];
  return i18n.exists(path!, { lng: language, ns, fallbackLng: false } as never);
};
