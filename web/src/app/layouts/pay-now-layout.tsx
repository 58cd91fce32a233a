import { Outlet } from 'react-router-dom';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** The spec keeps the pay-now page focused: its header offers only LOGOUT. */
export function PayNowLayout() {
  return (
    <div className="app-shell plain-layout">
      <SiteHeader logoutOnly />
      <main className="app-content plain-layout__content">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
