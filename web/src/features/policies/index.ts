export { FulfillmentPolicyPage } from './pages/fulfillment-policy-page';
export { PrivacyPolicyPage } from './pages/privacy-policy-page';
export { RefundPolicyPage } from './pages/refund-policy-page';
