export { HomePage } from './pages/home-page';
export { SettingsPage } from './pages/settings-page';
