import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { asAppError } from '../api/app-error';
import { useErrorText } from '../i18n/use-error-text';
import { applyFieldErrors } from './apply-field-errors';

/** Keeps a form's server errors (each field's message, or the call's text) and marks the fields the server named. */
export function useServerFormErrors(form: FormInstance, aliases?: Record<string, string>) {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<string[]>([]);
  const report = useCallback(
    (raw: unknown) => {
      const error = asAppError(raw);
      applyFieldErrors(form, error, aliases);
      const fieldMessages = Object.values(error.fields);
      setErrors(fieldMessages.length > 0 ? fieldMessages : [errorText(error)]);
      return error;
    },
    [form, errorText, aliases],
  );
  const clear = useCallback(() => setErrors([]), []);
  return { errors, report, clear };
}
