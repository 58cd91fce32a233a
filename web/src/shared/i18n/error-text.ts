import type { i18n as I18n } from 'i18next';
import type { AppError } from '../api/app-error';

/**
 * What to show for a failed call, chosen by its code (ADR 0011), never by its English text:
 * our own `errors.<CODE>` text when the reader's language has one; else the server's text, which
 * the server already wrote in the language we asked for (Accept-Language), or 'Something went
 * wrong' when it sent none. A 422 shows its first field message (the server words each field in
 * the reader's language; its code is only VALIDATION_FAILED). Network failures and 5xx always
 * read as 'Something went wrong'.
 */
export function errorText(i18n: I18n, error: AppError): string {
  const t = i18n.t.bind(i18n) as (key: string) => string;
  if (error.status === 'NETWORK' || error.status >= 500) return t('errors.somethingWentWrong');
  if (error.status === 422) return error.message;
  if (error.code) {
    const key = `errors.${error.code}`;
    const language = i18n.resolvedLanguage ?? i18n.language;
    if (typeof i18n.getResource(language, 'translation', key) === 'string') return t(key);
  }
  return error.message;
}
