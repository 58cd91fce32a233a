export { AdminSettingsPage } from './pages/admin-settings-page';
