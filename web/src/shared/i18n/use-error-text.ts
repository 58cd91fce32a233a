import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../api/app-error';
import { errorText } from './error-text';

/** A failed call's text in the reader's language, chosen by its code (see errorText). */
export function useErrorText() {
  const { i18n } = useTranslation();
  return useCallback((error: unknown): string => errorText(i18n, asAppError(error)), [i18n]);
}
