import { ADMIN_ROLES, Role } from '@app/libs';
import { LANGUAGE_KEY } from '../shared/i18n/language-storage';
import { DEFAULT_LANGUAGE } from '../shared/i18n/languages';
import { AUTH_EXPIRATION_KEY, AUTH_USER_KEY } from '../shared/session/session-storage';

/** The attribute on the element that holds a prerendered page inside #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The class the gate puts on <html> when the prerendered page is not this visitor's. */
export const NOT_FOR_THIS_VISITOR = 'prerender-off';
/** On each copy of a signed-in shell: the window it was drawn for (`wide` or `narrow`). */
export const SHELL_WINDOW_ATTRIBUTE = 'data-shell-window';
/** On an element of a signed-in shell that shows a field of the stored user (its name). */
export const SHELL_USER_ATTRIBUTE = 'data-shell-user';

/**
 * Who a prerendered page is for: a first visit (signed out), or the shell of a signed-in page,
 * for a member or for the management, which the app then fills with the person's data (ADR 0056).
 */
export type PrerenderAudience = 'visitor' | 'member' | 'management';

const ROLES_OF: Record<Exclude<PrerenderAudience, 'visitor'>, readonly Role[]> = {
  member: [Role.User],
  management: ADMIN_ROLES,
};

const json = JSON.stringify;
const HIDE = `document.documentElement.classList.add(${json(NOT_FOR_THIS_VISITOR)})`;
const OTHER_LANGUAGE = `(l&&l!==${json(DEFAULT_LANGUAGE)})`;

/**
 * Runs in <head>, before the body is drawn, and hides the prerendered page from whom it would show
 * the wrong thing; they see the app as before, drawn once its scripts run. A first-visit page
 * (English, signed out) is not for someone who chose another language or is signed in. A signed-in
 * shell is only for someone signed in, unexpired, whose role the page is for: anyone else is sent
 * elsewhere by the app's route guard, and should not see this page on the way. Inline, so that it
 * costs no request; the server allows it by its hash in the page's Content-Security-Policy.
 */
export function prerenderGateScript(audience: PrerenderAudience): string {
  const read = `var s=window.localStorage,l=s.getItem(${json(LANGUAGE_KEY)})`;
  if (audience === 'visitor')
    return `try{${read};if(${OTHER_LANGUAGE}||s.getItem(${json(AUTH_USER_KEY)}))${HIDE}}catch(e){${HIDE}}`;
  const roles = json(ROLES_OF[audience]);
  return (
    `try{${read},u=JSON.parse(s.getItem(${json(AUTH_USER_KEY)})||"null"),` +
    `x=Date.parse(s.getItem(${json(AUTH_EXPIRATION_KEY)})||"");` +
    `if(${OTHER_LANGUAGE}||!u||!(x>Date.now())||${roles}.indexOf(u.role)<0)${HIDE}}catch(e){${HIDE}}`
  );
}

/**
 * Runs right after a signed-in shell's markup: keeps the copy drawn for this window (the layout has a
 * menu bar from `wideFrom` pixels, a drawer below) and writes the stored user's fields where the
 * shell shows them (the welcome's first name), as text.
 */
export function shellFillScript(wideFrom: number): string {
  const wideQuery = `(min-width: ${wideFrom}px)`;
  return (
    `try{var r=document.querySelector("[${PRERENDERED_ATTRIBUTE}]"),` +
    `w=window.matchMedia(${json(wideQuery)}).matches?"wide":"narrow";` +
    `r.querySelectorAll("[${SHELL_WINDOW_ATTRIBUTE}]").forEach(function(c){` +
    `if(c.getAttribute(${json(SHELL_WINDOW_ATTRIBUTE)})!==w)c.remove()});` +
    `var u=JSON.parse(window.localStorage.getItem(${json(AUTH_USER_KEY)})||"{}");` +
    `r.querySelectorAll("[${SHELL_USER_ATTRIBUTE}]").forEach(function(e){` +
    `var v=u[e.getAttribute(${json(SHELL_USER_ATTRIBUTE)})];e.textContent=typeof v==="string"?v:""})}catch(e){}`
  );
}

/**
 * Hides the prerendered page from whom the gate turned it off; it takes no room as a wrapper. A
 * shell's user badge keeps its room but shows no one until the app draws the person's.
 */
export const PRERENDER_STYLE =
  `[${PRERENDERED_ATTRIBUTE}],[${SHELL_WINDOW_ATTRIBUTE}]{display:contents}` +
  `.${NOT_FOR_THIS_VISITOR} [${PRERENDERED_ATTRIBUTE}]{display:none}` +
  `[${PRERENDERED_ATTRIBUTE}] .user-badge__text{visibility:hidden}`;
