import { Role } from '@app/libs';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FulfillmentPolicyPage, PrivacyPolicyPage, RefundPolicyPage } from '../../../features/policies';
import enPolicies from '../../../locales/en/policies.json';
import en from '../../../locales/en/translation.json';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AdminLayout } from '../admin-layout';
import { MemberLayout } from '../member-layout';
import { PayNowLayout } from '../pay-now-layout';
import { PublicLayout } from '../public-layout';
import { SiteFooter } from './site-footer';

function policiesI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    ns: ['translation', 'policies'],
    resources: { en: { translation: en, policies: enPolicies } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const POLICIES = [
  { link: 'Privacy Policy', path: '/privacy-policy', page: <PrivacyPolicyPage /> },
  { link: 'Cancellation and Refund Policy', path: '/refund-policy', page: <RefundPolicyPage /> },
  { link: 'Fulfillment Policy', path: '/fulfillment-policy', page: <FulfillmentPolicyPage /> },
];

const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Policies' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

// The layouts' own calls (cart, banner settings) are not what these tests look at.
installRoutedFetchStub({});

describe('the site footer', () => {
  it.each(POLICIES)('leads to the $link page', async ({ link, path, page }) => {
    renderWithProviders(<SiteFooter />, {
      i18n: policiesI18n(),
      routes: [{ path, element: page }],
    });
    fireEvent.click(screen.getByRole('link', { name: link }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(link);
  });

  const member = { user: makeUser({ role: Role.User }), expiresAt: '2999-01-01T00:00:00Z' };
  const admin = { user: makeUser({ role: Role.Admin }), expiresAt: '2999-01-01T00:00:00Z' };
  it.each([
    ['public', <PublicLayout key="l" />, null],
    ['pay-now', <PayNowLayout key="l" />, member],
    ['member', <MemberLayout key="l" />, member],
    ['admin', <AdminLayout key="l" />, admin],
  ] as const)('is part of the %s layout, with the three policy links', (_name, layout, session) => {
    renderWithProviders(layout, { session, path: '/page' });
    expect(footerLinks()).toEqual(POLICIES.map(({ link, path }) => [link, path]));
  });
});
