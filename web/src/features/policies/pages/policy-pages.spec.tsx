import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enPolicies from '../../../locales/en/policies.json';
import en from '../../../locales/en/translation.json';
import jaPolicies from '../../../locales/ja/policies.json';
import ja from '../../../locales/ja/translation.json';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { FulfillmentPolicyPage } from './fulfillment-policy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RefundPolicyPage } from './refund-policy-page';

/** The app's texts with the policies namespace loaded, as the lazy backend leaves them once fetched. */
function policiesI18n(lng: 'en' | 'ja') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['translation', 'policies'],
    resources: {
      en: { translation: en, policies: enPolicies },
      ja: { translation: ja, policies: jaPolicies },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('the policy pages', () => {
  it('shows the privacy policy with a title, its date and every section in order', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy', i18n: policiesI18n('en') });
    expect(headings(1)).toEqual(['Privacy Policy']);
    expect(headings(2)).toEqual([
      'What we collect',
      'Why we use it',
      'Cookies and local storage',
      'Who can see your data',
      'How long we keep it',
      'How we protect it',
      'Your rights',
      'Minors',
      'Changes to this policy',
      'How to reach us',
    ]);
    expect(screen.getByText('Last updated: 11-27-2026')).toBeTruthy();
    expect(screen.getByText(/personal data Lending Partner Network collects/)).toBeTruthy();
    // What the product really does: hashed codes, card data with the gateway, an append-only ledger.
    const collect = screen.getByRole('region', { name: 'What we collect' });
    const collected = within(collect)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(collected).toHaveLength(8);
    expect(collected[0]).toMatch(/^Account and profile: /);
    expect(collected[7]).toMatch(/^Technical records: /);
    expect(within(collect).getByText(/stay with the provider/)).toBeTruthy();
    const kept = screen.getByRole('region', { name: 'How long we keep it' });
    expect(within(kept).getByText(/append-only/)).toBeTruthy();
    const cookies = screen.getByRole('region', { name: 'Cookies and local storage' });
    expect(within(cookies).getByText(/XSRF-TOKEN/)).toBeTruthy();
  });

  it('sends the reader to the contact form on the landing page', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy', i18n: policiesI18n('en') });
    const reach = screen.getByRole('region', { name: 'How to reach us' });
    expect(within(reach).getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/#contact');
  });

  it('states the 72-hour cancellation and refund windows', () => {
    renderWithProviders(<RefundPolicyPage />, { path: '/refund-policy', i18n: policiesI18n('en') });
    expect(headings(1)).toEqual(['Cancellation and Refund Policy']);
    expect(headings(2)).toContain('Cancel within 72 hours');
    expect(screen.getByText(/cancel within 72 hours of joining and receive a full refund/)).toBeTruthy();
    expect(screen.getByText(/We issue refunds within 72 hours of your request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/#contact');
  });

  it('states that every transaction is fulfilled within 72 hours', () => {
    renderWithProviders(<FulfillmentPolicyPage />, { path: '/fulfillment-policy', i18n: policiesI18n('en') });
    expect(headings(1)).toEqual(['Fulfillment Policy']);
    expect(headings(2)).toEqual(['What we deliver', 'Within 72 hours', 'If something is wrong']);
    expect(screen.getByText('All transactions are fulfilled within 72 hours.')).toBeTruthy();
  });

  it('reads in the chosen language, links included', () => {
    renderWithProviders(<RefundPolicyPage />, { path: '/refund-policy', i18n: policiesI18n('ja') });
    expect(headings(1)).toEqual([jaPolicies.refund.title]);
    expect(headings(2)).toHaveLength(5);
    expect(screen.queryByText(/72 hours/)).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/#contact');
  });

  it('waits for its texts instead of showing keys', () => {
    const instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      initAsync: false,
    });
    // A backend that never answers: the namespace stays loading.
    instance.services.backendConnector.backend = { read: () => undefined };
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy', i18n: instance });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
