import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../../shared/api/app-error';
import { useErrorText } from '../../../shared/i18n/use-error-text';

/**
 * A failed season or pool call's text, chosen by its code even when it is a 422 (a past date answers
 * 422 with SEASON.DATE_IN_PAST): our own `errors.<CODE>` text first, else the shared rule.
 */
export function useCodedErrorText() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown): string => {
      const { code } = asAppError(error);
      // A field refusal's own words (the server's, in the reader's language) say more than its code.
      if (code && code !== 'VALIDATION_FAILED' && i18n.exists(`errors.${code}`))
        return (t as (key: string) => string)(`errors.${code}`);
      return errorText(error);
    },
    [t, i18n, errorText],
  );
}
