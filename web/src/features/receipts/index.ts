export { AdminPendingPaymentsPage } from './pages/admin-pending-payments-page';
export { AdminReceiptListPage } from './pages/admin-receipt-list-page';
export { AdminReceiptVerificationPage } from './pages/admin-receipt-verification-page';
export { AdminReceiptViewPage } from './pages/admin-receipt-view-page';
