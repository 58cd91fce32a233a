import type { LanguageCode } from '@app/libs';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';

export const LANGUAGE_KEY = 'language';

export function readStoredLanguage(storage: Storage = window.localStorage): LanguageCode {
  const stored = storage.getItem(LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(code: LanguageCode, storage: Storage = window.localStorage): void {
  storage.setItem(LANGUAGE_KEY, code);
}
