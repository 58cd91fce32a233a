import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { asAppError, flattenAppError } from '../api/app-error';
import { useServerMessage } from '../i18n/use-server-message';
import { applyFieldErrors } from './apply-field-errors';

/** Keeps a form's flattened server errors and marks the fields the server named. */
export function useServerFormErrors(form: FormInstance, aliases?: Record<string, string>) {
  const translate = useServerMessage();
  const [errors, setErrors] = useState<string[]>([]);
  const report = useCallback(
    (raw: unknown) => {
      const error = asAppError(raw);
      applyFieldErrors(form, error, translate, aliases);
      setErrors(flattenAppError(error));
      return error;
    },
    [form, translate, aliases],
  );
  const clear = useCallback(() => setErrors([]), []);
  return { errors, report, clear };
}
