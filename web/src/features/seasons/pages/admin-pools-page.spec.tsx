import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub, type Routes, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import type { PoolName, PoolPage, PoolRow, SeasonView } from '../api/seasons.types';
import { todayIso } from '../components/season-days';
import { adminSession, currentSeason, lockedSeason, paged } from '../test-fixtures';
import { AdminPoolsPage } from './admin-pools-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const grace: PoolRow = {
  user: { id: 'u-2', fullName: 'Grace Hopper', email: 'grace@example.com' },
  balance: 8,
  rewardPerUnitCents: 125.0625,
  shareCents: 1_001,
};
const alan: PoolRow = {
  user: { id: 'u-3', fullName: 'Alan Turing', email: 'alan@example.com' },
  balance: 4,
  rewardPerUnitCents: 125.0625,
  shareCents: 500,
};

function poolPage(season: SeasonView, pool: PoolName, over: Partial<PoolPage['totals']> = {}): PoolPage {
  const payout = season.payoutCents;
  return {
    season: {
      no: season.no,
      name: season.name,
      current: season.current,
      lockedAt: season.lockedAt,
      payoutCents: payout,
    },
    pool,
    rows: paged(
      payout === null
        ? [grace, alan].map((r) => ({ ...r, rewardPerUnitCents: null, shareCents: null }))
        : [grace, alan],
    ),
    totals: {
      balance: 12,
      poolCents: payout === null ? null : Math.ceil(payout / 2),
      distributedCents: payout === null ? null : 1_501,
      members: 2,
      ...over,
    },
    frozen: !season.current,
    computedAt: '2026-05-04T10:00:00Z',
  };
}

const url = (request: SeenRequest) => new URL(request.url, 'http://localhost');

function renderPage(routes: Routes = {}) {
  const stub = installRoutedFetchStub({
    'admin/season/list': { status: 200, body: { data: [lockedSeason, currentSeason] } },
    'admin/pool/seasons/1': (request) => ({
      status: 200,
      body: { data: poolPage(lockedSeason, url(request).searchParams.get('pool') as PoolName) },
    }),
    'admin/pool/seasons/2': (request) => ({
      status: 200,
      body: { data: poolPage(currentSeason, url(request).searchParams.get('pool') as PoolName) },
    }),
    ...routes,
  });
  renderWithProviders(<AdminPoolsPage />, { session: adminSession, path: '/admin/pools' });
  return stub;
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement;

async function chooseSeason(option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
}

async function typePayout(value: string) {
  const input = await screen.findByLabelText(/^Payout of Season 2/);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /Save payout/ }));
}

describe('AdminPoolsPage', () => {
  it("opens on the current season: both pools' members, balances and totals, as of when", async () => {
    const stub = renderPage();
    await screen.findAllByRole('link', { name: 'Grace Hopper' });
    for (const title of ["Lender's Pool", "Builder's Pool"]) {
      const pool = card(title);
      expect(within(pool).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
        '/admin/users/view/u-2',
      );
      expect(within(pool).getByText('grace@example.com')).toBeTruthy();
      expect(within(pool).getByText('As of', { exact: false })).toBeTruthy();
      expect(within(pool).getByText(/No payout set/)).toBeTruthy();
      const total = within(pool).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
      expect(within(total).getByText('12')).toBeTruthy();
    }
    expect(screen.getByText('No payout set for this season yet.')).toBeTruthy();
    expect(
      stub
        .calls('admin/pool/seasons/2')
        .map((r) => url(r).searchParams.get('pool'))
        .sort(),
    ).toEqual(['builders', 'lenders']);
  });

  it('shows a locked season frozen, with reward per unit and each share to the cent', async () => {
    renderPage();
    await screen.findAllByRole('link', { name: 'Grace Hopper' });
    await chooseSeason('Season 1 (Locked At: 03-01-2026)');
    const lenders = card("Lender's Pool");
    expect(await within(lenders).findByText(/Frozen at the lock/)).toBeTruthy();
    expect(within(lenders).getAllByText('$1.25').length).toBeGreaterThan(0);
    expect(within(lenders).getByText('$10.01')).toBeTruthy();
    expect(within(lenders).getByText('$5.00')).toBeTruthy();
    const total = within(lenders).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(total).getByText('$15.01')).toBeTruthy();
    expect(within(lenders).getByText(/Pool: \$500\.01/)).toBeTruthy();
    expect(screen.getByText('Current payout: $1,000.01, half to each pool.')).toBeTruthy();
  });

  it('offers each pool as CSV from the export endpoint', async () => {
    renderPage();
    await screen.findAllByRole('link', { name: 'Grace Hopper' });
    const lenders = screen.getByRole('link', { name: "Export CSV: Lender's Pool" });
    expect(lenders.getAttribute('href')).toBe('/api/admin/pool/seasons/2/export?pool=lenders');
    expect(lenders.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: "Export CSV: Builder's Pool" }).getAttribute('href')).toBe(
      '/api/admin/pool/seasons/2/export?pool=builders',
    );
  });

  it('says a pool with no balance distributes nothing', async () => {
    renderPage({
      'admin/pool/seasons/2': (request) => ({
        status: 200,
        body: {
          data: {
            ...poolPage(
              { ...currentSeason, payoutCents: 5_000 },
              url(request).searchParams.get('pool') as PoolName,
              { balance: 0, members: 0 },
            ),
            rows: paged([]),
          },
        },
      }),
    });
    expect(
      await screen.findAllByText('No member has a balance in this pool: nothing is distributed.'),
    ).toHaveLength(2);
  });

  it.each([
    ['', 'Please enter the payout amount.'],
    ['0', 'Enter a positive amount in dollars with at most 2 decimals.'],
    ['12.345', 'Enter a positive amount in dollars with at most 2 decimals.'],
    ['-4', 'Enter a positive amount in dollars with at most 2 decimals.'],
  ])('refuses the payout %j before sending it', async (typed, message) => {
    const stub = renderPage();
    await typePayout(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(stub.calls('admin/pool/payout')).toHaveLength(0);
  });

  it('saves a valid payout for the chosen season and toasts the server message', async () => {
    const stub = renderPage({ 'admin/pool/payout': { status: 200, body: { message: 'Payout saved.' } } });
    await typePayout(' 1500.5 ');
    expect(await screen.findByText('Payout saved.')).toBeTruthy();
    const [call] = stub.calls('admin/pool/payout');
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({ season: 2, amount: '1500.5' });
  });

  it('translates a refused payout by its code', async () => {
    renderPage({
      'admin/pool/payout': { status: 404, body: { message: 'server words', code: 'SEASON.NOT_FOUND' } },
    });
    await typePayout('10');
    expect(await screen.findByText('Season not found.')).toBeTruthy();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it("shows the server's field message of a 422 under the payout input", async () => {
    renderPage({
      'admin/pool/payout': {
        status: 422,
        body: { message: { amount: ['The amount is too large.'] }, code: 'VALIDATION_FAILED' },
      },
    });
    await typePayout('99999999999');
    const message = await screen.findByText('The amount is too large.');
    // Under the input, and the input's own description: a screen reader reads it with the field.
    const input = screen.getByLabelText(/^Payout of Season 2/);
    expect(input.closest('.pools-payout__field')).toBe(message.closest('.pools-payout__field'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it("creates a season through the spec's modal, whose date starts at today", async () => {
    const stub = renderPage({
      'admin/season/store': { status: 201, body: { message: 'Season lock scheduled.', data: { id: 's-9' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Create Season/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to create season?')).toBeTruthy();
    const date = within(dialog).getByLabelText('Choose date');
    expect(date.getAttribute('min')).toBe(todayIso());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please choose a date.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2999-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Season lock scheduled.')).toBeTruthy();
    await waitFor(() => expect(stub.calls('admin/season/store')[0]!.body).toEqual({ date: '2999-01-31' }));
  });
});
