import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from 'react-router-dom';
import { LanguageSwitcher } from '../../features/language-switcher';
import { RouteGuard } from '../router/route-guard';

export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  return (
    <>
      <RouteGuard />
      <LanguageSwitcher />
      <ScrollRestoration />
    </>
  );
}
