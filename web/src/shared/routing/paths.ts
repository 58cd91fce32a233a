/** Every path the client navigates to; the route table and links share these. */
export const PATHS = {
  landing: '/',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  fulfillmentPolicy: '/fulfillment-policy',
  register: '/register',
  referral: '/referral',
  login: '/login',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  createNewPassword: '/create-new-password',
  referralLink: '/referral-link',
  notFound: '/not-found',
  home: '/home',
  settings: '/settings',
  genealogy: '/geneology',
  transactions: '/transactions',
  buyMore: '/buy-more',
  paymentMethods: '/payment-methods',
  payNow: '/pay-now',
  payNowPending: '/pay-now-pending-payment',
  dashboard: '/dashboard',
  adminUsers: '/admin/users',
  adminUsersCreate: '/admin/users/create',
  adminTransactions: '/admin/transactions',
  adminTransactionsCreate: '/admin/transactions/create',
  adminUserView: '/admin/users/view',
  adminLedger: '/admin/ledger',
  adminEventConsumers: '/admin/event-consumers',
  adminLoanRequests: '/admin/loan-requests',
  adminReceipts: '/admin/receipt/list',
  adminPendingPayments: '/admin/pending/payments',
  adminPools: '/admin/pools',
  adminSeasons: '/admin/seasons',
  adminSettings: '/admin/settings',
  adminContactMessages: '/admin/contact-messages',
} as const;

export const registerPathFor = (id?: string, token?: string): string =>
  id && token ? `${PATHS.register}/${encodeURIComponent(id)}/${encodeURIComponent(token)}` : PATHS.register;

export const adminUserViewPath = (id: string): string => `${PATHS.adminUserView}/${encodeURIComponent(id)}`;
