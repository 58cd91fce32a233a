export { AdminUsersPage } from './pages/admin-users-page';
