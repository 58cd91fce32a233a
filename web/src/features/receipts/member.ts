// The member's receipt parts, kept apart so members never download the back-office pages.
export { HomeActivationCard } from './components/home-activation-card';
export { HomeReceiptAction } from './components/home-receipt-action';
export { ReceiptsCard } from './components/receipts-card';
export { PayNowPendingPage } from './pages/pay-now-pending-page';
