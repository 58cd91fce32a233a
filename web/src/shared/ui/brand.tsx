import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand" aria-label={t('app.name')}>
      <span className="brand__mark" aria-hidden="true">
        {t('app.monogram')}
      </span>
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
