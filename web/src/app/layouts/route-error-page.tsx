import { useTranslation } from 'react-i18next';
import { CLOSE_CIRCLE_ICON, PlainIcon } from '../../shared/ui/plain-icon';

/**
 * Shown when a page fails to load (e.g. an area chunk after a deploy); a reload fetches the new build.
 * Part of the first load, so that it shows even when no other chunk can be fetched: antd's
 * <Result status="error"> with a primary button, drawn without antd (global.css, ADR 0044).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="route-error">
      <div className="route-error__icon">
        <PlainIcon {...CLOSE_CIRCLE_ICON} />
      </div>
      <div className="route-error__title">{t('errors.pageFailed')}</div>
      <div className="route-error__extra">
        <button
          type="button"
          className="plain-button plain-button--primary"
          onClick={() => window.location.reload()}
        >
          <span>{t('actions.reload')}</span>
        </button>
      </div>
    </div>
  );
}
