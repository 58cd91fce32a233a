import type { LanguageCode } from '@app/libs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/hooks/use-toast';
import { storeLanguage } from '../../shared/i18n/language-storage';
import { useSaveLanguageMutation } from '../../shared/session/session.api';
import { useCurrentUser } from '../../shared/session/use-session';

/** Long enough for the overlay to read as a deliberate switch rather than a flicker. */
export const LANGUAGE_OVERLAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Switches the page's language and remembers it: in this browser always (visitors too), and on the
 * account when someone is signed in, so the server writes them in it (ADR 0011).
 */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  const toast = useToast();
  const [saveLanguage] = useSaveLanguageMutation();
  const [applying, setApplying] = useState(false);
  const signedIn = user !== null;
  const choose = useCallback(
    async (code: LanguageCode) => {
      setApplying(true);
      try {
        await Promise.all([i18n.changeLanguage(code), wait(LANGUAGE_OVERLAY_MS)]);
        storeLanguage(code);
        if (signedIn) await saveLanguage(code).unwrap().catch(toast.serverError);
      } finally {
        setApplying(false);
      }
    },
    [i18n, signedIn, saveLanguage, toast],
  );
  return { current: i18n.language, choose, applying };
}
