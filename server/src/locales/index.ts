import enEmails from './en/emails.json';
import enErrors from './en/errors.json';
import enSuccess from './en/success.json';
import enValidation from './en/validation.json';
import esEmails from './es/emails.json';
import esErrors from './es/errors.json';
import esSuccess from './es/success.json';
import esValidation from './es/validation.json';

/**
 * The server's translation files (ADR 0011): `errors` (texts of error codes), `success` (messages
 * of successful answers), `validation` (field rules and labels), `emails`. English is complete; a
 * language or key missing here falls back to it.
 */
export const LOCALE_NAMESPACES = ['errors', 'success', 'validation', 'emails'] as const;

export const serverLocales = {
  en: { errors: enErrors, success: enSuccess, validation: enValidation, emails: enEmails },
  es: { errors: esErrors, success: esSuccess, validation: esValidation, emails: esEmails },
};
