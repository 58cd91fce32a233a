import { App } from 'antd';
import { useMemo } from 'react';
import { useErrorText } from '../i18n/use-error-text';

/** Toasts with our own texts; a failed call's text is chosen by its code. Duration is set once in AppProviders. */
export function useToast() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      error: (text: string) => void message.error(text),
      serverError: (error: unknown) => void message.error(errorText(error)),
    }),
    [message, errorText],
  );
}
