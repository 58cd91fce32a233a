import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../../../shared/test/test-i18n';
import { makeUser } from '../../../shared/test/user-fixture';
import { CartBadge } from './cart-badge';

const renderBadge = (paid: 'No' | 'Yes', pay_later: boolean, units: number) => {
  const user = makeUser({
    details: { ...makeUser().details, paid, pay_later, unit_purchase_intent: units },
  });
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter>
        <CartBadge user={user} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

describe('CartBadge', () => {
  it('shows the intended units when unpaid with pay later, linking to /pay-now', () => {
    renderBadge('No', true, 7);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pay-now');
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('caps the count at 99+', () => {
    renderBadge('No', true, 150);
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('is absent when paid or without pay later', () => {
    renderBadge('Yes', true, 3);
    renderBadge('No', false, 3);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
