import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../../shared/ui/page-loader';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { RouteErrorPage } from '../layouts/route-error-page';

// One dynamic import per page (and per part of a page that another area hands in): a visitor
// downloads only the pages they open, not the rest of their area (issue 21 §4, ADR 0044). The app
// composes the areas, so it names their page and part files; an area never imports another.
const pages = {
  landing: () => import('../../features/landing/pages/landing-page'),
  privacyPolicy: () => import('../../features/policies/pages/privacy-policy-page'),
  refundPolicy: () => import('../../features/policies/pages/refund-policy-page'),
  fulfillmentPolicy: () => import('../../features/policies/pages/fulfillment-policy-page'),
  register: () => import('../../features/registration/pages/register-page'),
  referral: () => import('../../features/referral/pages/referral-page'),
  referralLinkExpired: () => import('../../features/referral/pages/referral-link-expired-page'),
  login: () => import('../../features/auth/pages/login-page'),
  forgotPassword: () => import('../../features/auth/pages/forgot-password-page'),
  verifyEmail: () => import('../../features/auth/pages/verify-email-page'),
  createNewPassword: () => import('../../features/auth/pages/create-new-password-page'),
  notFound: () => import('../../shared/ui/not-found-page'),
  payNow: () => import('../../features/payments/pages/pay-now-page'),
  home: () => import('../../features/account/pages/home-page'),
  homeReceiptAction: () => import('../../features/receipts/components/home-receipt-action'),
  homeActivationCard: () => import('../../features/receipts/components/home-activation-card'),
  homeNetworkSection: () => import('../../features/network/components/home-network-section'),
  homePoolsSection: () => import('../../features/seasons/components/home-pools-section'),
  homeTransactionsCard: () => import('../../features/ledger/components/home-transactions-card'),
  settings: () => import('./settings-with-payment-methods'),
  genealogy: () => import('../../features/network/pages/genealogy-page'),
  myTransactions: () => import('../../features/ledger/pages/my-transactions-page'),
  receiptsCard: () => import('../../features/receipts/components/receipts-card'),
  buyMore: () => import('../../features/payments/pages/buy-more-page'),
  paymentMethods: () => import('../../features/payments/pages/payment-methods-page'),
  payNowPending: () => import('../../features/receipts/pages/pay-now-pending-page'),
  dashboard: () => import('../../features/back-office/pages/dashboard-page'),
  adminTransactions: () => import('../../features/ledger/pages/admin-transactions-page'),
  transferUnits: () => import('../../features/ledger/pages/transfer-units-page'),
  adminLoanRequests: () => import('../../features/payments/pages/admin-loan-requests-page'),
  adminUsers: () => import('../../features/back-office/pages/admin-users-page'),
  createUser: () => import('../../features/back-office/pages/create-user-page'),
  adminUserView: () => import('../../features/back-office/pages/admin-user-view-page'),
  userUnitsCards: () => import('../../features/ledger/components/user-units-cards'),
  adminReceiptList: () => import('../../features/receipts/pages/admin-receipt-list-page'),
  adminReceiptView: () => import('../../features/receipts/pages/admin-receipt-view-page'),
  adminReceiptVerification: () => import('../../features/receipts/pages/admin-receipt-verification-page'),
  adminPendingPayments: () => import('../../features/receipts/pages/admin-pending-payments-page'),
  adminSettings: () => import('../../features/admin-settings/pages/admin-settings-page'),
  adminContactMessages: () => import('../../features/contact-messages/pages/admin-contact-messages-page'),
  adminSeasons: () => import('../../features/seasons/pages/admin-seasons-page'),
  adminPools: () => import('../../features/seasons/pages/admin-pools-page'),
  ledgerAudit: () => import('../../features/ledger/pages/ledger-audit-page'),
  eventConsumers: () => import('../../features/event-consumers/pages/event-consumers-page'),
};

const antdLayout = {
  lazy: async () => ({ Component: (await import('../layouts/antd-layout')).AntdLayout }),
};

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/** A page of one area with parts of another handed in: areas never import each other (boundaries). */
function composedPage<A, B>(
  loadA: () => Promise<A>,
  loadB: () => Promise<B>,
  compose: (a: A, b: B) => ComponentType,
) {
  return { lazy: async () => ({ Component: compose(...(await Promise.all([loadA(), loadB()]))) }) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, ...lazyPage(pages.landing, (m) => m.LandingPage) },
          // Every page but the landing uses antd: its theme comes with the first of them (ADR 0044).
          {
            ...antdLayout,
            children: [
              { path: 'privacy-policy', ...lazyPage(pages.privacyPolicy, (m) => m.PrivacyPolicyPage) },
              { path: 'refund-policy', ...lazyPage(pages.refundPolicy, (m) => m.RefundPolicyPage) },
              {
                path: 'fulfillment-policy',
                ...lazyPage(pages.fulfillmentPolicy, (m) => m.FulfillmentPolicyPage),
              },
              { path: 'register/:id?/:token?', ...lazyPage(pages.register, (m) => m.RegisterPage) },
              { path: 'referral/:id?/:token?', ...lazyPage(pages.referral, (m) => m.ReferralPage) },
              {
                path: 'referral-link',
                ...lazyPage(pages.referralLinkExpired, (m) => m.ReferralLinkExpiredPage),
              },
              { path: 'login', ...lazyPage(pages.login, (m) => m.LoginPage) },
              { path: 'forgot-password', ...lazyPage(pages.forgotPassword, (m) => m.ForgotPasswordPage) },
              { path: 'verify-email', ...lazyPage(pages.verifyEmail, (m) => m.VerifyEmailPage) },
              {
                path: 'create-new-password/:id/:token',
                ...lazyPage(pages.createNewPassword, (m) => m.CreateNewPasswordPage),
              },
              { path: 'not-found', ...lazyPage(pages.notFound, (m) => m.NotFoundPage) },
              { path: '*', ...lazyPage(pages.notFound, (m) => m.NotFoundPage) },
            ],
          },
        ],
      },
      // The signed-in layouts (menus, drawers, avatars) load with the first page behind them: the
      // public pages' first visit does not carry them (issue 21 §4, bench/web-budget.cjs).
      {
        ...antdLayout,
        children: [
          {
            ...lazyPage(
              () => import('../layouts/pay-now-layout'),
              (m) => m.PayNowLayout,
            ),
            children: [{ path: 'pay-now', ...lazyPage(pages.payNow, (m) => m.PayNowPage) }],
          },
          {
            ...lazyPage(
              () => import('../layouts/member-layout'),
              (m) => m.MemberLayout,
            ),
            children: [
              {
                path: 'home',
                ...composedPage(
                  pages.home,
                  () =>
                    Promise.all([
                      pages.homeReceiptAction(),
                      pages.homeActivationCard(),
                      pages.homeNetworkSection(),
                      pages.homePoolsSection(),
                      pages.homeTransactionsCard(),
                    ]),
                  (account, [receiptAction, activation, network, pools, transactions]) => {
                    const Page = () => (
                      <account.HomePage
                        actions={<receiptAction.HomeReceiptAction />}
                        sections={
                          <>
                            <activation.HomeActivationCard />
                            <network.HomeNetworkSection />
                            <pools.HomePoolsSection />
                            <transactions.HomeTransactionsCard />
                          </>
                        }
                      />
                    );
                    return Page;
                  },
                ),
              },
              {
                path: 'settings',
                ...lazyPage(pages.settings, (m) => m.SettingsWithPaymentMethods),
              },
              { path: 'geneology', ...lazyPage(pages.genealogy, (m) => m.GenealogyPage) },
              {
                path: 'transactions',
                ...composedPage(pages.myTransactions, pages.receiptsCard, (ledger, receipts) => {
                  const Page = () => (
                    <ledger.MyTransactionsPage>
                      <receipts.ReceiptsCard />
                    </ledger.MyTransactionsPage>
                  );
                  return Page;
                }),
              },
              { path: 'buy-more', ...lazyPage(pages.buyMore, (m) => m.BuyMorePage) },
              { path: 'payment-methods', ...lazyPage(pages.paymentMethods, (m) => m.PaymentMethodsPage) },
              {
                path: 'pay-now-pending-payment',
                ...lazyPage(pages.payNowPending, (m) => m.PayNowPendingPage),
              },
            ],
          },
          {
            ...lazyPage(
              () => import('../layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              { path: 'dashboard', ...lazyPage(pages.dashboard, (m) => m.DashboardPage) },
              {
                path: 'admin/transactions',
                ...lazyPage(pages.adminTransactions, (m) => m.AdminTransactionsPage),
              },
              {
                path: 'admin/transactions/create',
                ...lazyPage(pages.transferUnits, (m) => m.TransferUnitsPage),
              },
              {
                path: 'admin/loan-requests',
                ...lazyPage(pages.adminLoanRequests, (m) => m.AdminLoanRequestsPage),
              },
              { path: 'admin/users', ...lazyPage(pages.adminUsers, (m) => m.AdminUsersPage) },
              { path: 'admin/users/create', ...lazyPage(pages.createUser, (m) => m.CreateUserPage) },
              {
                path: 'admin/users/view/:id',
                ...composedPage(pages.adminUserView, pages.userUnitsCards, (backOffice, ledger) => {
                  const Page = () => (
                    <backOffice.AdminUserViewPage
                      units={(userId) => <ledger.UserUnitsCards userId={userId} />}
                    />
                  );
                  return Page;
                }),
              },
              {
                path: 'admin/receipt/list',
                ...lazyPage(pages.adminReceiptList, (m) => m.AdminReceiptListPage),
              },
              {
                path: 'admin/receipt/view/:id',
                ...lazyPage(pages.adminReceiptView, (m) => m.AdminReceiptViewPage),
              },
              {
                path: 'admin/receipt/verification/view/:id',
                ...lazyPage(pages.adminReceiptVerification, (m) => m.AdminReceiptVerificationPage),
              },
              {
                path: 'admin/pending/payments',
                ...lazyPage(pages.adminPendingPayments, (m) => m.AdminPendingPaymentsPage),
              },
              { path: 'admin/settings', ...lazyPage(pages.adminSettings, (m) => m.AdminSettingsPage) },
              {
                path: 'admin/contact-messages',
                ...lazyPage(pages.adminContactMessages, (m) => m.AdminContactMessagesPage),
              },
              { path: 'admin/seasons', ...lazyPage(pages.adminSeasons, (m) => m.AdminSeasonsPage) },
              { path: 'admin/pools', ...lazyPage(pages.adminPools, (m) => m.AdminPoolsPage) },
              { path: 'admin/ledger', ...lazyPage(pages.ledgerAudit, (m) => m.LedgerAuditPage) },
              {
                path: 'admin/event-consumers',
                ...lazyPage(pages.eventConsumers, (m) => m.EventConsumersPage),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current page's lazy routes: its first render is the page. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
