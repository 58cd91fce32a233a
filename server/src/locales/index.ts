import enEmails from './en/emails.json';
import enErrors from './en/errors.json';
import enValidation from './en/validation.json';
import esEmails from './es/emails.json';
import esErrors from './es/errors.json';
import esValidation from './es/validation.json';

/**
 * The server's translation files (ADR 0011): `errors` (texts of error codes), `validation` (field
 * rules and labels), `emails`. English is complete; a language or key missing here falls back to it.
 */
export const LOCALE_NAMESPACES = ['errors', 'validation', 'emails'] as const;

export const serverLocales = {
  en: { errors: enErrors, validation: enValidation, emails: enEmails },
  es: { errors: esErrors, validation: esValidation, emails: esEmails },
};
