import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { PageLoader } from '../../shared/ui/page-loader';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { RouteErrorPage } from '../layouts/route-error-page';

// One dynamic import per area: a visitor downloads only the areas of the pages they open.
const areas = {
  landing: () => import('../../features/landing'),
  policies: () => import('../../features/policies'),
  auth: () => import('../../features/auth'),
  registration: () => import('../../features/registration'),
  referral: () => import('../../features/referral'),
  account: () => import('../../features/account'),
  adminSettings: () => import('../../features/admin-settings'),
  contactMessages: () => import('../../features/contact-messages'),
  ledger: () => import('../../features/ledger/member'),
  ledgerAdmin: () => import('../../features/ledger'),
  eventConsumers: () => import('../../features/event-consumers'),
  payments: () => import('../../features/payments/member'),
  paymentsAdmin: () => import('../../features/payments'),
  receipts: () => import('../../features/receipts/member'),
  receiptsAdmin: () => import('../../features/receipts'),
  network: () => import('../../features/network'),
  backOffice: () => import('../../features/back-office'),
  seasons: () => import('../../features/seasons/member'),
  seasonsAdmin: () => import('../../features/seasons'),
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
          { index: true, ...lazyPage(areas.landing, (m) => m.LandingPage) },
          { path: 'privacy-policy', ...lazyPage(areas.policies, (m) => m.PrivacyPolicyPage) },
          { path: 'refund-policy', ...lazyPage(areas.policies, (m) => m.RefundPolicyPage) },
          { path: 'fulfillment-policy', ...lazyPage(areas.policies, (m) => m.FulfillmentPolicyPage) },
          { path: 'register/:id?/:token?', ...lazyPage(areas.registration, (m) => m.RegisterPage) },
          { path: 'referral/:id?/:token?', ...lazyPage(areas.referral, (m) => m.ReferralPage) },
          { path: 'referral-link', ...lazyPage(areas.referral, (m) => m.ReferralLinkExpiredPage) },
          { path: 'login', ...lazyPage(areas.auth, (m) => m.LoginPage) },
          { path: 'forgot-password', ...lazyPage(areas.auth, (m) => m.ForgotPasswordPage) },
          { path: 'verify-email', ...lazyPage(areas.auth, (m) => m.VerifyEmailPage) },
          { path: 'create-new-password/:id/:token', ...lazyPage(areas.auth, (m) => m.CreateNewPasswordPage) },
          { path: 'not-found', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
      // The signed-in layouts (menus, drawers, avatars) load with the first page behind them: the
      // public pages' first visit does not carry them (issue 21 §4, bench/web-budget.cjs).
      {
        ...lazyPage(
          () => import('../layouts/pay-now-layout'),
          (m) => m.PayNowLayout,
        ),
        children: [{ path: 'pay-now', ...lazyPage(areas.payments, (m) => m.PayNowPage) }],
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
              areas.account,
              () => Promise.all([areas.receipts(), areas.network(), areas.ledger(), areas.seasons()]),
              (account, [receipts, network, ledger, seasons]) => {
                const Page = () => (
                  <account.HomePage
                    actions={<receipts.HomeReceiptAction />}
                    sections={
                      <>
                        <receipts.HomeActivationCard />
                        <network.HomeNetworkSection />
                        <seasons.HomePoolsSection />
                        <ledger.HomeTransactionsCard />
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
            ...composedPage(areas.account, areas.payments, (account, payments) => {
              const Page = () => <account.SettingsPage paymentMethods={<payments.PaymentMethodsPanel />} />;
              return Page;
            }),
          },
          { path: 'geneology', ...lazyPage(areas.network, (m) => m.GenealogyPage) },
          {
            path: 'transactions',
            ...composedPage(areas.ledger, areas.receipts, (ledger, receipts) => {
              const Page = () => (
                <ledger.MyTransactionsPage>
                  <receipts.ReceiptsCard />
                </ledger.MyTransactionsPage>
              );
              return Page;
            }),
          },
          { path: 'buy-more', ...lazyPage(areas.payments, (m) => m.BuyMorePage) },
          { path: 'payment-methods', ...lazyPage(areas.payments, (m) => m.PaymentMethodsPage) },
          { path: 'pay-now-pending-payment', ...lazyPage(areas.receipts, (m) => m.PayNowPendingPage) },
        ],
      },
      {
        ...lazyPage(
          () => import('../layouts/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: [
          { path: 'dashboard', ...lazyPage(areas.backOffice, (m) => m.DashboardPage) },
          { path: 'admin/transactions', ...lazyPage(areas.ledgerAdmin, (m) => m.AdminTransactionsPage) },
          { path: 'admin/transactions/create', ...lazyPage(areas.ledgerAdmin, (m) => m.TransferUnitsPage) },
          { path: 'admin/loan-requests', ...lazyPage(areas.paymentsAdmin, (m) => m.AdminLoanRequestsPage) },
          { path: 'admin/users', ...lazyPage(areas.backOffice, (m) => m.AdminUsersPage) },
          { path: 'admin/users/create', ...lazyPage(areas.backOffice, (m) => m.CreateUserPage) },
          {
            path: 'admin/users/view/:id',
            ...composedPage(areas.backOffice, areas.ledgerAdmin, (backOffice, ledger) => {
              const Page = () => (
                <backOffice.AdminUserViewPage units={(userId) => <ledger.UserUnitsCards userId={userId} />} />
              );
              return Page;
            }),
          },
          { path: 'admin/receipt/list', ...lazyPage(areas.receiptsAdmin, (m) => m.AdminReceiptListPage) },
          { path: 'admin/receipt/view/:id', ...lazyPage(areas.receiptsAdmin, (m) => m.AdminReceiptViewPage) },
          {
            path: 'admin/receipt/verification/view/:id',
            ...lazyPage(areas.receiptsAdmin, (m) => m.AdminReceiptVerificationPage),
          },
          {
            path: 'admin/pending/payments',
            ...lazyPage(areas.receiptsAdmin, (m) => m.AdminPendingPaymentsPage),
          },
          { path: 'admin/settings', ...lazyPage(areas.adminSettings, (m) => m.AdminSettingsPage) },
          {
            path: 'admin/contact-messages',
            ...lazyPage(areas.contactMessages, (m) => m.AdminContactMessagesPage),
          },
          { path: 'admin/seasons', ...lazyPage(areas.seasonsAdmin, (m) => m.AdminSeasonsPage) },
          { path: 'admin/pools', ...lazyPage(areas.seasonsAdmin, (m) => m.AdminPoolsPage) },
          { path: 'admin/ledger', ...lazyPage(areas.ledgerAdmin, (m) => m.LedgerAuditPage) },
          {
            path: 'admin/event-consumers',
            ...lazyPage(areas.eventConsumers, (m) => m.EventConsumersPage),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
