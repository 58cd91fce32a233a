// The member's part of the ledger, kept apart so members never download the back-office pages.
export { MyTransactionsPage } from './pages/my-transactions-page';
export { HomeTransactionsCard } from './components/home-transactions-card';
