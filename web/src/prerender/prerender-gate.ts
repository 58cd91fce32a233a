import { LANGUAGE_KEY } from '../shared/i18n/language-storage';
import { DEFAULT_LANGUAGE } from '../shared/i18n/languages';
import { AUTH_USER_KEY } from '../shared/session/session-storage';

/** The attribute on the element that holds a prerendered page inside #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The class the gate puts on <html> when the prerendered page is not this visitor's. */
export const NOT_FOR_THIS_VISITOR = 'prerender-off';

/**
 * Runs in <head>, before the body is drawn: a page prerendered for a first visit (English, signed
 * out) is not shown to someone who chose another language or is signed in; they see the app as
 * before, drawn once its scripts run. Inline, so that it costs no request; the server allows it by
 * its hash in the page's Content-Security-Policy.
 */
export const PRERENDER_GATE_SCRIPT =
  `try{var s=window.localStorage,l=s.getItem(${JSON.stringify(LANGUAGE_KEY)});` +
  `if((l&&l!==${JSON.stringify(DEFAULT_LANGUAGE)})||s.getItem(${JSON.stringify(AUTH_USER_KEY)}))` +
  `document.documentElement.classList.add(${JSON.stringify(NOT_FOR_THIS_VISITOR)})}` +
  `catch(e){document.documentElement.classList.add(${JSON.stringify(NOT_FOR_THIS_VISITOR)})}`;

/** Hides the prerendered page from whom the gate turned it off; it takes no room as a wrapper. */
export const PRERENDER_STYLE =
  `[${PRERENDERED_ATTRIBUTE}]{display:contents}` +
  `.${NOT_FOR_THIS_VISITOR} [${PRERENDERED_ATTRIBUTE}]{display:none}`;
