import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../../shared/routing/paths';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** Header, page and footer of the public pages: plain markup in antd's Layout look (global.css, ADR 0044). */
export function PublicLayout() {
  const { pathname } = useLocation();
  // Someone made to verify their email can go nowhere else yet; leaving is the only other action.
  const logoutOnly = pathname === PATHS.verifyEmail;
  return (
    <div className="app-shell plain-layout">
      <SiteHeader logoutOnly={logoutOnly} />
      <main className="app-content plain-layout__content">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
