import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../../shared/routing/paths';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

export function PublicLayout() {
  const { pathname } = useLocation();
  // Someone made to verify their email can go nowhere else yet; leaving is the only other action.
  const logoutOnly = pathname === PATHS.verifyEmail;
  return (
    <Layout className="app-shell">
      <SiteHeader logoutOnly={logoutOnly} />
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
