export { AdminTransactionsPage } from './pages/admin-transactions-page';
export { UserUnitsCards } from './components/user-units-cards';
export { LedgerAuditPage } from './pages/ledger-audit-page';
export { TransferUnitsPage } from './pages/transfer-units-page';
