import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../shared/test/render-with-providers';
import { makeUser } from '../../shared/test/user-fixture';
import { LanguageSwitcher } from './language-switcher';
import { LANGUAGE_OVERLAY_MS } from './use-language-choice';

describe('LanguageSwitcher', () => {
  it('opens a Select Language popup with the 19 languages and closes on a click outside', () => {
    renderWithProviders(
      <div>
        <p>outside</p>
        <LanguageSwitcher />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'LANGUAGES: choose a language' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Language' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(19);
    expect(within(dialog).getByRole('button', { name: /Ukrainian/ })).toBeTruthy();

    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('bends the LANGUAGES caption along a path', () => {
    const { container } = renderWithProviders(<LanguageSwitcher />);
    expect(container.querySelector('textPath')?.textContent).toBe('LANGUAGES');
  });
});

const saveLanguage = jest.fn();
jest.mock('../../shared/session/session.api', () => ({
  ...jest.requireActual('../../shared/session/session.api'),
  useSaveLanguageMutation: () => [saveLanguage, { isLoading: false }],
}));

describe('LanguageSwitcher saving the choice', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    saveLanguage.mockReset().mockReturnValue({ unwrap: () => Promise.resolve(makeUser({ language: 'es' })) });
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  const chooseSpanish = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'LANGUAGES: choose a language' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Spanish/ }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LANGUAGE_OVERLAY_MS);
    });
  };

  it('saves it to the account when someone is signed in, and in this browser', async () => {
    renderWithProviders(<LanguageSwitcher />, {
      session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    });
    await chooseSpanish();
    expect(saveLanguage).toHaveBeenCalledWith('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('keeps it in this browser only for a visitor', async () => {
    renderWithProviders(<LanguageSwitcher />);
    await chooseSpanish();
    expect(saveLanguage).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('language')).toBe('es');
  });
});
