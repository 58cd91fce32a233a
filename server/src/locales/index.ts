import enEmails from './en/emails.json';
import enErrors from './en/errors.json';
import enSuccess from './en/success.json';
import enValidation from './en/validation.json';
import idEmails from './id/emails.json';
import idErrors from './id/errors.json';
import idSuccess from './id/success.json';
import idValidation from './id/validation.json';
import itEmails from './it/emails.json';
import itErrors from './it/errors.json';
import itSuccess from './it/success.json';
import itValidation from './it/validation.json';
import jaEmails from './ja/emails.json';
import jaErrors from './ja/errors.json';
import jaSuccess from './ja/success.json';
import jaValidation from './ja/validation.json';
import koEmails from './ko/emails.json';
import koErrors from './ko/errors.json';
import koSuccess from './ko/success.json';
import koValidation from './ko/validation.json';
import plEmails from './pl/emails.json';
import plErrors from './pl/errors.json';
import plSuccess from './pl/success.json';
import plValidation from './pl/validation.json';
import ptEmails from './pt/emails.json';
import ptErrors from './pt/errors.json';
import ptSuccess from './pt/success.json';
import ptValidation from './pt/validation.json';
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
  id: { errors: idErrors, success: idSuccess, validation: idValidation, emails: idEmails },
  it: { errors: itErrors, success: itSuccess, validation: itValidation, emails: itEmails },
  ja: { errors: jaErrors, success: jaSuccess, validation: jaValidation, emails: jaEmails },
  ko: { errors: koErrors, success: koSuccess, validation: koValidation, emails: koEmails },
  pl: { errors: plErrors, success: plSuccess, validation: plValidation, emails: plEmails },
  pt: { errors: ptErrors, success: ptSuccess, validation: ptValidation, emails: ptEmails },
  es: { errors: esErrors, success: esSuccess, validation: esValidation, emails: esEmails },
};
