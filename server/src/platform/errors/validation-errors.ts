import type { ValidationError } from 'class-validator';
import { I18N_CONTEXT } from '../i18n/validation-rule';
import { isTranslatable } from '../i18n/translatable';
import type { FieldMessage } from './app-error';

const isUnknownProperty = (message: string) =>
  message.startsWith('property ') && message.endsWith(' should not exist');

/**
 * class-validator's tree -> the spec's 422 map `{ field: [messages] }`, nested fields dotted. A rule
 * declared with `rule()` keeps its translation key, so the answer can be worded in the caller's language.
 */
export function validationMessages(errors: ValidationError[], parent = ''): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([constraint, message]): FieldMessage => {
      const text: unknown = error.contexts?.[constraint]?.[I18N_CONTEXT];
      if (isTranslatable(text)) return text;
      if (isUnknownProperty(message)) {
        return {
          key: 'validation:notAllowed',
          params: { path },
          fallback: `The ${path} field is not allowed.`,
        };
      }
      return message;
    });
    if (messages.length) fields[path] = messages;
    if (error.children?.length) Object.assign(fields, validationMessages(error.children, path));
  }
  return fields;
}

/** The same map in English. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(validationMessages(errors, parent)).map(([field, list]) => [
      field,
      list.map((m) => (typeof m === 'string' ? m : m.fallback)),
    ]),
  );
}
