import type { ValidationError } from 'class-validator';

/** class-validator's tree -> the spec's 422 map: `{ field: [messages] }`, nested fields dotted. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {}).map((m) =>
      m.startsWith('property ') && m.endsWith(' should not exist') ? `The ${path} field is not allowed.` : m,
    );
    if (messages.length) fields[path] = messages;
    if (error.children?.length) Object.assign(fields, flattenValidationErrors(error.children, path));
  }
  return fields;
}
