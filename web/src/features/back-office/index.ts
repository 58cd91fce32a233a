export { AdminUsersPage } from './pages/admin-users-page';
export { DashboardPage } from './pages/dashboard-page';
export { CreateUserPage } from './pages/create-user-page';
export { AdminUserViewPage } from './pages/admin-user-view-page';
