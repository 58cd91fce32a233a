import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/routing/paths';
import { useCurrentUser } from '../../shared/session/use-session';
import { Brand } from '../../shared/ui/brand';
import { useScreens } from '../../shared/ui/use-screens';
import { CartBadge } from './components/cart-badge';
import { markBuyMoreOffered, shouldOfferBuyMore, wasBuyMoreOffered } from './components/first-purchase-rule';
import { memberNavItems, selectedNavKey } from './components/member-nav-items';
import { ProfileMenu } from './components/profile-menu';
import { SiteFooter } from './components/site-footer';
import { TargetBanner } from './components/target-banner';

// The phone's menu drawer loads when first opened, not with every page (issue 21 §4, ADR 0048).
const MemberDrawer = lazy(() => import('./components/member-drawer'));

export function MemberLayout() {
  const { t } = useTranslation();
  const screens = useScreens();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const offerBuyMore = user ? shouldOfferBuyMore(user, pathname, wasBuyMoreOffered(user.id)) : false;

  useEffect(() => {
    if (!offerBuyMore || !user) return;
    markBuyMoreOffered(user.id);
    navigate(PATHS.buyMore, { replace: true });
  }, [offerBuyMore, user, navigate]);

  // The guard renders this layout only for a signed-in member; this covers the instant of logout.
  if (!user) return null;
  const items = memberNavItems(t);
  const selected = selectedNavKey(pathname, items);
  const isDesktop = Boolean(screens.lg);

  const go = (key: string) => {
    setDrawerOpen(false);
    navigate(key);
  };

  return (
    <Layout className="app-shell">
      <Layout.Header className="site-header member-header">
        {isDesktop ? null : (
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
        <Brand to={PATHS.home} />
        {isDesktop ? (
          <Menu
            mode="horizontal"
            className="member-header__menu"
            items={items}
            selectedKeys={selected}
            onClick={({ key }) => go(key)}
          />
        ) : (
          <span className="member-header__spacer" />
        )}
        <div className="member-header__actions">
          <CartBadge user={user} />
          <ProfileMenu user={user} compact={!isDesktop} />
        </div>
      </Layout.Header>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MemberDrawer
            user={user}
            items={items}
            selected={selected}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onGo={go}
          />
        </Suspense>
      ) : null}
      <TargetBanner />
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
