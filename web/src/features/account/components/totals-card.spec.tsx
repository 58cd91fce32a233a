import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { TotalsCard } from './totals-card';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

/** The value under the Statistic titled exactly `title`. */
const figure = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')!
    .querySelector('.ant-statistic-content')!.textContent;

describe('TotalsCard', () => {
  it('shows units, dollars, free units and pending units, and what pending means', async () => {
    const user = makeUser({ balance_units: 8, balance_dollar: 2500, loyalty_units: 3, pending_units: 2 });
    renderWithProviders(<TotalsCard user={user} />, { path: '/home' });
    await screen.findByRole('heading', { level: 2, name: 'Totals' });
    expect(figure('Balance (units)')).toBe('8');
    expect(figure('Balance (dollars)')).toBe('$2,500.00');
    expect(figure('Free units')).toBe('3');
    expect(figure('Pending units')).toBe('2');
    expect(
      screen.getByText(
        '2 units are waiting for a payment to be approved. They join your balance once it is.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('You have no units yet.')).toBeNull();
  });

  it('reads one pending unit in the singular and says nothing of pending without any', async () => {
    const { unmount } = renderWithProviders(<TotalsCard user={makeUser({ pending_units: 1 })} />, {
      path: '/home',
    });
    expect(
      await screen.findByText(
        '1 unit is waiting for a payment to be approved. It joins your balance once it is.',
      ),
    ).toBeTruthy();
    unmount();
    renderWithProviders(<TotalsCard user={makeUser({ pending_units: 0 })} />, { path: '/home' });
    await screen.findByText('Pending units');
    expect(screen.queryByText(/waiting for a payment/)).toBeNull();
  });

  it('without units held or on the way, says so and leads to Buy Units', async () => {
    const user = makeUser({
      balance_units: 0,
      balance_dollar: 0,
      paid_units: 0,
      loyalty_units: 0,
      pending_units: 0,
    });
    renderWithProviders(<TotalsCard user={user} />, { path: '/home' });
    expect(await screen.findByText('You have no units yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Buy Units/ }).getAttribute('href')).toBe('/buy-more');
    expect(figure('Balance (dollars)')).toBe('$0.00');
  });

  it('shows a skeleton, not the figures, while they are read again', async () => {
    const { container } = renderWithProviders(<TotalsCard user={makeUser()} loading />, { path: '/home' });
    const card = (await screen.findByRole('heading', { name: 'Totals' })).closest('.ant-card') as HTMLElement;
    expect(card.querySelector('.ant-skeleton-active')).not.toBeNull();
    expect(within(card).queryByText('Balance (units)')).toBeNull();
    expect(container.querySelector('.ant-statistic')).toBeNull();
  });
});
