import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from './languages';

/** The language the reader chose, sent with every call so the server answers and writes in it. */
export const currentLanguage = (): string => i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
