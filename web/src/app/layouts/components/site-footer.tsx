import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routing/paths';

/** The policy links and the copyright; plain markup in antd's Layout.Footer look (global.css, ADR 0044). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label={t('footer.label')}>
        <Link to={PATHS.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
        <Link to={PATHS.refundPolicy}>{t('footer.refundPolicy')}</Link>
        <Link to={PATHS.fulfillmentPolicy}>{t('footer.fulfillmentPolicy')}</Link>
      </nav>
      <p className="site-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
      </p>
    </footer>
  );
}
