import type { TextParams, Translatable } from './translatable';
import { translate } from './translator';

/** Where a rule's translation key travels through class-validator: the constraint's context. */
export const I18N_CONTEXT = 'i18n';

/**
 * Options for a class-validator decorator whose message is translatable: the English text as the
 * message (what English speakers and logs see) and the key in the context, rendered per request.
 * `rule('validation:required', { field: 'email' })` -> 'The email field is required.'.
 */
export function rule(
  key: string,
  params?: TextParams,
): { message: string; context: Record<string, unknown> } {
  const text = localText(key, params);
  return { message: text.fallback, context: { [I18N_CONTEXT]: text } };
}

/** A text of the translation files, with its English rendering as the fallback. */
export function localText(key: string, params?: TextParams): Translatable {
  return { key, params, fallback: translate('en', key, params) };
}
