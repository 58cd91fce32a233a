import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { PageLoader } from '../../shared/ui/page-loader';
import { AdminLayout } from '../layouts/admin-layout';
import { MemberLayout } from '../layouts/member-layout';
import { PayNowLayout } from '../layouts/pay-now-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { RouteErrorPage } from '../layouts/route-error-page';

// One dynamic import per area: a visitor downloads only the areas of the pages they open.
const areas = {
  landing: () => import('../../features/landing'),
  auth: () => import('../../features/auth'),
  registration: () => import('../../features/registration'),
  referral: () => import('../../features/referral'),
  account: () => import('../../features/account'),
  adminSettings: () => import('../../features/admin-settings'),
  ledger: () => import('../../features/ledger/member'),
  ledgerAdmin: () => import('../../features/ledger'),
  eventConsumers: () => import('../../features/event-consumers'),
};

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/** Pages whose screens come with later work: they answer Not Found rather than show invented content. */
const notBuiltYet = (path: string): RouteObject => ({ path, Component: NotFoundPage });

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
          notBuiltYet('privacy-policy'),
          notBuiltYet('refund-policy'),
          notBuiltYet('fulfillment-policy'),
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
      {
        Component: PayNowLayout,
        children: [notBuiltYet('pay-now')],
      },
      {
        Component: MemberLayout,
        children: [
          { path: 'home', ...lazyPage(areas.account, (m) => m.HomePage) },
          { path: 'settings', ...lazyPage(areas.account, (m) => m.SettingsPage) },
          notBuiltYet('geneology'),
          { path: 'transactions', ...lazyPage(areas.ledger, (m) => m.MyTransactionsPage) },
          notBuiltYet('buy-more'),
          notBuiltYet('payment-methods'),
          notBuiltYet('pay-now-pending-payment'),
        ],
      },
      {
        Component: AdminLayout,
        children: [
          notBuiltYet('dashboard'),
          { path: 'admin/transactions', ...lazyPage(areas.ledgerAdmin, (m) => m.AdminTransactionsPage) },
          { path: 'admin/transactions/create', ...lazyPage(areas.ledgerAdmin, (m) => m.TransferUnitsPage) },
          notBuiltYet('admin/loan-requests'),
          notBuiltYet('admin/users'),
          notBuiltYet('admin/users/create'),
          { path: 'admin/users/view/:id', ...lazyPage(areas.ledgerAdmin, (m) => m.AdminUserViewPage) },
          notBuiltYet('admin/receipt/list'),
          notBuiltYet('admin/receipt/view/:id'),
          notBuiltYet('admin/receipt/verification/view/:id'),
          notBuiltYet('admin/pending/payments'),
          { path: 'admin/settings', ...lazyPage(areas.adminSettings, (m) => m.AdminSettingsPage) },
          notBuiltYet('admin/seasons'),
          notBuiltYet('admin/pools'),
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
