import { useContext, useMemo } from 'react';
import { useErrorText } from '../i18n/use-error-text';
import { ToastContext, type ToastContent } from '../toasts/toast-context';

/** Toasts with our own texts; a failed call's text is chosen by its code. Duration is set once in AppProviders. */
export function useToast() {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider around it');
  const errorText = useErrorText();
  return useMemo(
    () => ({
      success: (text: ToastContent) => toaster.success(text),
      error: (text: ToastContent) => toaster.error(text),
      serverError: (error: unknown) => toaster.error(errorText(error)),
    }),
    [toaster, errorText],
  );
}
