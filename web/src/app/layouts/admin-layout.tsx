import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/routing/paths';
import { useCurrentUser } from '../../shared/session/use-session';
import { Brand } from '../../shared/ui/brand';
import { useScreens } from '../../shared/ui/use-screens';
import { adminNavItems } from './components/admin-nav-items';
import { AdminProfileMenu } from './components/admin-profile-menu';
import { selectedNavKey } from './components/member-nav-items';
import { SiteFooter } from './components/site-footer';

const SIDER_WIDTH = 240;

// The phone's menu drawer loads when first opened, not with every page (issue 21 §4, ADR 0048).
const AdminDrawer = lazy(() => import('./components/admin-drawer'));

export function AdminLayout() {
  const { t } = useTranslation();
  const screens = useScreens();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  if (!user) return null;
  const items = adminNavItems(t);
  const selected = selectedNavKey(pathname, items);
  const isDesktop = Boolean(screens.lg);
  const go = (key: string) => {
    setDrawerOpen(false);
    navigate(key);
  };

  return (
    <Layout className="app-shell">
      {isDesktop ? (
        <Layout.Sider width={SIDER_WIDTH} className="admin-sider">
          <div className="admin-sider__brand">
            <Brand to={PATHS.dashboard} />
          </div>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selected}
            onClick={({ key }) => go(key)}
          />
        </Layout.Sider>
      ) : drawerWanted ? (
        <Suspense fallback={null}>
          <AdminDrawer
            items={items}
            selected={selected}
            width={SIDER_WIDTH + 40}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onGo={go}
          />
        </Suspense>
      ) : null}
      <Layout>
        <Layout.Header className="site-header admin-header">
          {isDesktop ? (
            <span />
          ) : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.openMenu')}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            />
          )}
          <AdminProfileMenu user={user} compact={!screens.sm} />
        </Layout.Header>
        <Layout.Content className="app-content">
          <Outlet />
        </Layout.Content>
        <SiteFooter />
      </Layout>
    </Layout>
  );
}
