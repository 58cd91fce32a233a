import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** The spec keeps the pay-now page focused: its header offers only LOGOUT. */
export function PayNowLayout() {
  return (
    <Layout className="app-shell">
      <SiteHeader logoutOnly />
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
