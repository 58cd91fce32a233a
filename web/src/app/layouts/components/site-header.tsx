import { Button, Layout, Space } from 'antd';
import { isAdminRole } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { PATHS } from '../../../shared/routing/paths';
import { useLogout } from '../../../shared/session/use-logout';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Brand } from '../../../shared/ui/brand';

/** The public header: JOIN NOW + LOGIN signed out, HOME or DASHBOARD signed in, only LOGOUT on /pay-now. */
export function SiteHeader({ logoutOnly = false }: { logoutOnly?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();

  let actions;
  if (logoutOnly) {
    actions = (
      <Button onClick={() => void logout()} loading={isLoggingOut}>
        {t('nav.logout')}
      </Button>
    );
  } else if (!user) {
    actions = (
      <>
        <LinkButton to={PATHS.register} type="primary">
          {t('nav.joinNow')}
        </LinkButton>
        <LinkButton to={PATHS.login}>{t('nav.login')}</LinkButton>
      </>
    );
  } else if (isAdminRole(user.role)) {
    actions = (
      <LinkButton to={PATHS.dashboard} type="primary">
        {t('nav.dashboard')}
      </LinkButton>
    );
  } else {
    actions = (
      <LinkButton to={PATHS.home} type="primary">
        {t('nav.home')}
      </LinkButton>
    );
  }

  return (
    <Layout.Header className="site-header">
      <Brand />
      <Space size="small" className="site-header__actions">
        {actions}
      </Space>
    </Layout.Header>
  );
}
