// The member's payment pages, kept apart so members never download the back-office pages.
export { BuyMorePage } from './pages/buy-more-page';
export { PaymentMethodsPage } from './pages/payment-methods-page';
export { PayNowPage } from './pages/pay-now-page';
export { PaymentMethodsPanel } from './components/payment-methods-panel';
