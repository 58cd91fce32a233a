import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../../shared/test/render-with-providers';
import { makeUser } from '../../shared/test/user-fixture';
import { AccountLanguage } from './account-language';

function PageLanguage() {
  const { i18n } = useTranslation();
  return <p data-testid="language">{i18n.language}</p>;
}

const session = (language: 'en' | 'es') => ({
  user: makeUser({ language }),
  expiresAt: '2999-01-01T00:00:00Z',
});

describe('AccountLanguage', () => {
  beforeEach(() => window.localStorage.clear());

  it("turns the page to the signed-in account's language and remembers it", async () => {
    renderWithProviders(
      <>
        <AccountLanguage />
        <PageLanguage />
      </>,
      { session: session('es') },
    );
    await waitFor(() => expect(screen.getByTestId('language').textContent).toBe('es'));
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('leaves a visitor’s page as it is', () => {
    renderWithProviders(
      <>
        <AccountLanguage />
        <PageLanguage />
      </>,
    );
    expect(screen.getByTestId('language').textContent).toBe('en');
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});
