export { ReferralPage } from './pages/referral-page';
export { ReferralLinkExpiredPage } from './pages/referral-link-expired-page';
