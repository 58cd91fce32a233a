import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { HomePage } from './home-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const stored = makeUser({ balance_units: 3, balance_dollar: 1500, loyalty_units: 0, pending_units: 0 });
// What the server says today: an admin transferred units and a payment waits since the member's last visit.
const fresh = { ...stored, balance_units: 8, balance_dollar: 2500, loyalty_units: 3, pending_units: 2 };

const figure = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')!
    .querySelector('.ant-statistic-content')!.textContent;

function renderHome({ held = false } = {}) {
  // The member's answer waits, when held, until the test has seen the page before it.
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const stub = installRoutedFetchStub({
    'user/fetch': async () => {
      await gate;
      return { status: 200, body: { data: fresh } };
    },
    // The profile details name the country in the page's language from this list.
    'geo/countries': { status: 200, body: { data: [{ name: 'United States', iso2: 'US' }] } },
  });
  const view = renderWithProviders(
    <HomePage
      actions={<button type="button">Receipt action</button>}
      sections={<section aria-label="Other cards" />}
    />,
    { session: { user: stored, expiresAt: '2999-01-01T00:00:00Z' }, path: '/home' },
  );
  return { stub, release, ...view };
}

describe('HomePage', () => {
  it("reads the member's figures again and shows the totals only once they are current", async () => {
    const { stub, release, container } = renderHome({ held: true });
    const totals = (await screen.findByRole('heading', { name: 'Totals' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(totals.querySelector('.ant-skeleton-active')).not.toBeNull();
    expect(within(totals).queryByText('3')).toBeNull();
    release();
    await within(totals).findByText('Free units');
    expect(figure('Balance (units)')).toBe('8');
    expect(figure('Balance (dollars)')).toBe('$2,500.00');
    expect(figure('Free units')).toBe('3');
    expect(figure('Pending units')).toBe('2');
    expect(stub.calls('user/fetch')).toHaveLength(1);
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });

  it('shows the profile at once: the welcome, the profile card and the details, empty fields said so', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Copy Referral/ })).toBeTruthy();
    const details = screen
      .getByRole('heading', { name: 'Profile Details' })
      .closest('.ant-card') as HTMLElement;
    expect(within(details).getByRole('button', { name: /Edit/ })).toBeTruthy();
    const row = (label: string) =>
      within(details).getByText(label).closest('th')?.nextElementSibling?.textContent;
    expect(row('First Name')).toBe('Ada');
    // Ada has no second address line and registered without a referrer.
    expect(row('Address Line 2')).toBe('Not given');
    expect(row('Referred By')).toBe('Not given');
  });

  it("puts the other areas' parts in: the action beside the welcome, the sections below", async () => {
    renderHome();
    expect(screen.getByRole('button', { name: 'Receipt action' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Other cards' })).toBeTruthy();
  });
});
