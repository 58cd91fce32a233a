import type { FormInstance } from 'antd';
import type { AppError } from '../api/app-error';

/**
 * Marks the inputs the server named in a 422 as invalid, with the server's messages (already in the
 * reader's language). Server fields that have no input of their own (e.g. email_proof) are pointed
 * at the input the person can fix.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: AppError,
  aliases: Record<string, string> = {},
): void {
  const known = new Set(Object.keys(form.getFieldsValue()));
  const fields = Object.entries(error.fields)
    .map(([field, text]) => ({ name: aliases[field] ?? field, errors: [text] }))
    .filter((entry) => known.has(entry.name));
  if (fields.length > 0) form.setFields(fields);
}
