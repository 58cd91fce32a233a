import { isAdminRole } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { useLogout } from '../../../shared/session/use-logout';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Brand } from '../../../shared/ui/brand';
import { LOADING_ICON, PlainIcon } from '../../../shared/ui/plain-icon';
import { PlainLinkButton } from '../../../shared/ui/plain-link-button';

/**
 * The public header: JOIN NOW + LOGIN signed out, HOME or DASHBOARD signed in, only LOGOUT on /pay-now.
 * Plain markup in antd's look (global.css): it is part of the landing page's first load (ADR 0044).
 */
export function SiteHeader({ logoutOnly = false }: { logoutOnly?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();

  let actions;
  if (logoutOnly) {
    const classes = isLoggingOut
      ? 'plain-button plain-button--default plain-button--loading'
      : 'plain-button plain-button--default';
    actions = (
      <button type="button" className={classes} onClick={() => (isLoggingOut ? undefined : void logout())}>
        {isLoggingOut ? <PlainIcon {...LOADING_ICON} spin /> : null}
        <span>{t('nav.logout')}</span>
      </button>
    );
  } else if (!user) {
    actions = (
      <>
        <PlainLinkButton to={PATHS.register} type="primary">
          {t('nav.joinNow')}
        </PlainLinkButton>
        <PlainLinkButton to={PATHS.login}>{t('nav.login')}</PlainLinkButton>
      </>
    );
  } else if (isAdminRole(user.role)) {
    actions = (
      <PlainLinkButton to={PATHS.dashboard} type="primary">
        {t('nav.dashboard')}
      </PlainLinkButton>
    );
  } else {
    actions = (
      <PlainLinkButton to={PATHS.home} type="primary">
        {t('nav.home')}
      </PlainLinkButton>
    );
  }

  return (
    <header className="site-header">
      <Brand />
      <div className="site-header__actions">{actions}</div>
    </header>
  );
}
