export { AdminTransactionsPage } from './pages/admin-transactions-page';
export { AdminUserViewPage } from './pages/admin-user-view-page';
export { LedgerAuditPage } from './pages/ledger-audit-page';
export { TransferUnitsPage } from './pages/transfer-units-page';
