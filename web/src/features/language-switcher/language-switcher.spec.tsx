import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../shared/test/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('opens a Select Language popup with the 19 languages and closes on a click outside', () => {
    renderWithProviders(
      <div>
        <p>outside</p>
        <LanguageSwitcher />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose a language' }));
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
