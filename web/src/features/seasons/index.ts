// The administrator's seasons and pools pages.
export { AdminPoolsPage } from './pages/admin-pools-page';
export { AdminSeasonsPage } from './pages/admin-seasons-page';
