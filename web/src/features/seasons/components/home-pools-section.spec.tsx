import { configure, screen, within } from '@testing-library/react';
import { installRoutedFetchStub, type Routes } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import type { MyPools, MyPoolsOfSeason, MySeason } from '../api/seasons.types';
import { memberSession } from '../test-fixtures';
import { HomePoolsSection } from './home-pools-section';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const season = (
  no: number,
  payoutCents: number | null,
  over: Partial<MyPoolsOfSeason> = {},
): MyPoolsOfSeason => ({
  season: { no, name: `Season ${no}` },
  lenders: { balance: 5, total: 20, sharePercent: 25, shareCents: payoutCents === null ? null : 12_501 },
  builders: { balance: 12, total: 48, sharePercent: 25, shareCents: payoutCents === null ? null : 12_500 },
  payoutCents,
  computedAt: '2026-05-04T10:00:00Z',
  ...over,
});

const mySeasons: MySeason[] = [
  { id: 1, season_id: 1, name: 'Season 1', units: 9, lockDate: '2026-01-01' },
  { id: 2, season_id: 2, name: 'Season 2', units: 6, lockDate: '2026-03-01' },
  { id: null, season_id: 3, name: 'Season 3', units: 5, lockDate: null },
];

function renderSection(pools: MyPools, routes: Routes = {}) {
  const stub = installRoutedFetchStub({
    'user/my-pools': { status: 200, body: { data: pools } },
    'user/my-seasons': { status: 200, body: { data: mySeasons } },
    ...routes,
  });
  renderWithProviders(<HomePoolsSection />, { session: memberSession, path: '/home' });
  return stub;
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement;

describe('HomePoolsSection', () => {
  it("shows the current season's Lenders and Builders pool: balance, share and estimated reward", async () => {
    renderSection({
      current: season(3, 50_001),
      past: [],
    });
    await screen.findByRole('heading', { name: 'Lenders Pool' });
    const lenders = card('Lenders Pool');
    expect(within(lenders).getByText('Season 3')).toBeTruthy();
    expect(within(lenders).getByText('5')).toBeTruthy();
    expect(within(lenders).getByText('20')).toBeTruthy();
    expect(within(lenders).getByText('25%')).toBeTruthy();
    expect(within(lenders).getByText('$125.01')).toBeTruthy();
    const builders = card('Builders Pool');
    expect(within(builders).getByText('12')).toBeTruthy();
    expect(within(builders).getByText('$125.00')).toBeTruthy();
  });

  it('says the reward comes once the payout is set, instead of a figure or a dash', async () => {
    renderSection({ current: season(3, null), past: [] });
    await screen.findByRole('heading', { name: 'Lenders Pool' });
    expect(within(card('Lenders Pool')).getByText("Shown once the season's payout is set")).toBeTruthy();
    expect(within(card('Builders Pool')).getByText("Shown once the season's payout is set")).toBeTruthy();
    expect(screen.queryByText('--')).toBeNull();
  });

  it('says a pool without any balance has nothing to share', async () => {
    renderSection({
      current: season(3, 10_000, {
        builders: { balance: 0, total: 0, sharePercent: 0, shareCents: 0 },
      }),
      past: [],
    });
    await screen.findByRole('heading', { name: 'Builders Pool' });
    expect(within(card('Builders Pool')).getByText('Nothing to share in this pool')).toBeTruthy();
  });

  it('lists the past seasons, newest first, with units and both rewards', async () => {
    renderSection({
      current: season(3, null),
      past: [season(1, 40_000), season(2, null)],
    });
    const past = await screen.findByRole('region', { name: 'Past seasons' });
    await within(past).findByText('Season 2');
    const rows = within(past).getAllByRole('row');
    const body = rows.filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(body).toHaveLength(2);
    expect(within(body[0]!).getByText('Season 2')).toBeTruthy();
    expect(within(body[0]!).getByText('03-01-2026')).toBeTruthy();
    expect(within(body[0]!).getAllByText("Shown once the season's payout is set")).toHaveLength(2);
    expect(within(body[1]!).getByText('Season 1')).toBeTruthy();
    expect(within(body[1]!).getByText('9')).toBeTruthy();
    expect(within(body[1]!).getByText('$125.01')).toBeTruthy();
    expect(within(body[1]!).getByText('$125.00')).toBeTruthy();
  });

  it('says when there is no past season yet', async () => {
    renderSection(
      { current: season(1, null), past: [] },
      { 'user/my-seasons': { status: 200, body: { data: [mySeasons[2]] } } },
    );
    expect(await screen.findByText('No past seasons yet.')).toBeTruthy();
  });

  it('offers a reload when the pools cannot be read', async () => {
    renderSection({ current: season(1, null), past: [] }, { 'user/my-pools': { status: 500, body: {} } });
    expect(await screen.findByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});
