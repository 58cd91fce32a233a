import enEmails from './en/emails.json';
import enErrors from './en/errors.json';
import enSuccess from './en/success.json';
import enValidation from './en/validation.json';
import zhCNEmails from './zh-CN/emails.json';
import zhCNErrors from './zh-CN/errors.json';
import zhCNSuccess from './zh-CN/success.json';
import zhCNValidation from './zh-CN/validation.json';
import csEmails from './cs/emails.json';
import csErrors from './cs/errors.json';
import csSuccess from './cs/success.json';
import csValidation from './cs/validation.json';
import frEmails from './fr/emails.json';
import frErrors from './fr/errors.json';
import frSuccess from './fr/success.json';
import frValidation from './fr/validation.json';
import deEmails from './de/emails.json';
import deErrors from './de/errors.json';
import deSuccess from './de/success.json';
import deValidation from './de/validation.json';
import elEmails from './el/emails.json';
import elErrors from './el/errors.json';
import elSuccess from './el/success.json';
import elValidation from './el/validation.json';
import hiEmails from './hi/emails.json';
import hiErrors from './hi/errors.json';
import hiSuccess from './hi/success.json';
import hiValidation from './hi/validation.json';
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
import ruEmails from './ru/emails.json';
import ruErrors from './ru/errors.json';
import ruSuccess from './ru/success.json';
import ruValidation from './ru/validation.json';
import esEmails from './es/emails.json';
import esErrors from './es/errors.json';
import esSuccess from './es/success.json';
import esValidation from './es/validation.json';
import svEmails from './sv/emails.json';
import svErrors from './sv/errors.json';
import svSuccess from './sv/success.json';
import svValidation from './sv/validation.json';
import thEmails from './th/emails.json';
import thErrors from './th/errors.json';
import thSuccess from './th/success.json';
import thValidation from './th/validation.json';
import ukEmails from './uk/emails.json';
import ukErrors from './uk/errors.json';
import ukSuccess from './uk/success.json';
import ukValidation from './uk/validation.json';
import viEmails from './vi/emails.json';
import viErrors from './vi/errors.json';
import viSuccess from './vi/success.json';
import viValidation from './vi/validation.json';

/**
 * The server's translation files (ADR 0011): `errors` (texts of error codes), `success` (messages
 * of successful answers), `validation` (field rules and labels), `emails`. English is complete; a
 * language or key missing here falls back to it.
 */
export const LOCALE_NAMESPACES = ['errors', 'success', 'validation', 'emails'] as const;

export const serverLocales = {
  en: { errors: enErrors, success: enSuccess, validation: enValidation, emails: enEmails },
  'zh-CN': { errors: zhCNErrors, success: zhCNSuccess, validation: zhCNValidation, emails: zhCNEmails },
  cs: { errors: csErrors, success: csSuccess, validation: csValidation, emails: csEmails },
  fr: { errors: frErrors, success: frSuccess, validation: frValidation, emails: frEmails },
  de: { errors: deErrors, success: deSuccess, validation: deValidation, emails: deEmails },
  el: { errors: elErrors, success: elSuccess, validation: elValidation, emails: elEmails },
  hi: { errors: hiErrors, success: hiSuccess, validation: hiValidation, emails: hiEmails },
  id: { errors: idErrors, success: idSuccess, validation: idValidation, emails: idEmails },
  it: { errors: itErrors, success: itSuccess, validation: itValidation, emails: itEmails },
  ja: { errors: jaErrors, success: jaSuccess, validation: jaValidation, emails: jaEmails },
  ko: { errors: koErrors, success: koSuccess, validation: koValidation, emails: koEmails },
  pl: { errors: plErrors, success: plSuccess, validation: plValidation, emails: plEmails },
  pt: { errors: ptErrors, success: ptSuccess, validation: ptValidation, emails: ptEmails },
  ru: { errors: ruErrors, success: ruSuccess, validation: ruValidation, emails: ruEmails },
  es: { errors: esErrors, success: esSuccess, validation: esValidation, emails: esEmails },
  sv: { errors: svErrors, success: svSuccess, validation: svValidation, emails: svEmails },
  th: { errors: thErrors, success: thSuccess, validation: thValidation, emails: thEmails },
  uk: { errors: ukErrors, success: ukSuccess, validation: ukValidation, emails: ukEmails },
  vi: { errors: viErrors, success: viSuccess, validation: viValidation, emails: viEmails },
};
