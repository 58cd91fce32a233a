import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageKey } from './server-message';

/** Known server texts are shown in the reader's language; unknown ones as sent. */
export function useServerMessage() {
  const { t } = useTranslation();
  return useCallback(
    (text: string): string => {
      const key = serverMessageKey(text);
      return key ? t(`serverMessages.${key}`) : text;
    },
    [t],
  );
}
