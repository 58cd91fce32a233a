import type { LanguageCode } from '@app/libs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../../shared/i18n/language-storage';

/** Long enough for the overlay to read as a deliberate switch rather than a flicker. */
export const LANGUAGE_OVERLAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const [applying, setApplying] = useState(false);
  const choose = useCallback(
    async (code: LanguageCode) => {
      setApplying(true);
      try {
        await Promise.all([i18n.changeLanguage(code), wait(LANGUAGE_OVERLAY_MS)]);
        storeLanguage(code);
      } finally {
        setApplying(false);
      }
    },
    [i18n],
  );
  return { current: i18n.language, choose, applying };
}
