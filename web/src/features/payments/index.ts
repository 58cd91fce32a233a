export { AdminLoanRequestsPage } from './pages/admin-loan-requests-page';
