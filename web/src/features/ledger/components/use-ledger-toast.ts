import { App } from 'antd';
import { useMemo } from 'react';
import { useErrorText } from '../../../shared/i18n/use-error-text';

/** Toasts for ledger actions: our own success texts, failures by their code. Duration comes from AppProviders (5 s). */
export function useLedgerToast() {
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
