import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../../shared/i18n/language-storage';
import { isLanguageCode } from '../../shared/i18n/languages';
import { useCurrentUser } from '../../shared/session/use-session';

/**
 * Signed in, the account's language is the page's (ADR 0011): after a login or a refresh of the
 * user, the page follows the language stored with the account. It runs only when the account's
 * language changes, so a switch in progress (page first, account a moment later) is never undone.
 */
export function AccountLanguage() {
  const { i18n } = useTranslation();
  const language = useCurrentUser()?.language;
  useEffect(() => {
    if (!isLanguageCode(language) || language === i18n.language) return;
    void i18n.changeLanguage(language);
    storeLanguage(language);
    // i18n.language is deliberately not a dependency: see above.
  }, [language, i18n]);
  return null;
}
