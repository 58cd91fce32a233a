import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    // No aria-label: the link's name is what it shows (monogram and name), as WCAG 2.5.3 asks; on a
    // phone the name is only visually hidden, so the link still says where it goes.
    <Link to={to} className="brand">
      <span className="brand__mark">{t('app.monogram')}</span>
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
