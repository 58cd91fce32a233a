import { App } from 'antd';
import { useMemo } from 'react';
import { asAppError } from '../api/app-error';
import { useServerMessage } from '../i18n/use-server-message';

/** Toasts with the spec's texts; server texts pass through translation. Duration is set once in AppProviders. */
export function useToast() {
  const { message } = App.useApp();
  const translateServer = useServerMessage();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      error: (text: string) => void message.error(text),
      /** The server's own success text when it sent one, else our fallback. */
      serverSuccess: (serverText: string | undefined, fallback: string) =>
        void message.success(serverText ? translateServer(serverText) : fallback),
      serverError: (error: unknown) => void message.error(translateServer(asAppError(error).message)),
    }),
    [message, translateServer],
  );
}
