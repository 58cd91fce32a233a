import axe from 'axe-core';
import { configure, fireEvent, screen } from '@testing-library/react';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { HomePoolsSection } from '../components/home-pools-section';
import { adminSession, currentSeason, lockedSeason, memberSession, paged } from '../test-fixtures';
import { AdminPoolsPage } from './admin-pools-page';
import { AdminSeasonsPage } from './admin-seasons-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const person = { id: 'u-2', fullName: 'Grace Hopper', email: 'grace@example.com' };

installRoutedFetchStub({
  'admin/season/scheduled-seasons': {
    status: 200,
    body: { data: { scheduledSeasons: [{ id: 's-1', date: '2026-07-01', lockAt: '', createdAt: '' }] } },
  },
  'admin/season/units-season-vise': {
    status: 200,
    body: {
      data: {
        users: paged([
          { ...person, fname: 'Grace', lname: 'Hopper', seasonUnits: { '1': 3 }, totalUnits: 3 },
        ]),
        totalSeasons: 1,
        seasons: [{ no: 1, name: 'Season 1', lockDate: null, lockedAt: null, current: true }],
        seasonViseUnits: { '1': 3 },
        totalUnits: 3,
        totalUsers: 1,
      },
    },
  },
  'admin/season/list': { status: 200, body: { data: [lockedSeason, currentSeason] } },
  'admin/pool/seasons/2': {
    status: 200,
    body: {
      data: {
        season: { ...currentSeason },
        pool: 'lenders',
        rows: paged([{ user: person, balance: 3, rewardPerUnitCents: null, shareCents: null }]),
        totals: { balance: 3, poolCents: null, distributedCents: null, members: 1 },
        frozen: false,
        computedAt: '2026-05-04T10:00:00Z',
      },
    },
  },
  'user/my-pools': {
    status: 200,
    body: {
      data: {
        current: {
          season: { no: 2, name: 'Season 2' },
          lenders: { balance: 3, total: 9, sharePercent: 33.33, shareCents: null },
          builders: { balance: 0, total: 9, sharePercent: 0, shareCents: null },
          payoutCents: null,
          computedAt: '2026-05-04T10:00:00Z',
        },
        past: [],
      },
    },
  },
  'user/my-seasons': {
    status: 200,
    body: { data: [{ id: 1, season_id: 1, name: 'Season 1', units: 4, lockDate: '2026-03-01' }] },
  },
});

/** axe's serious and critical findings; jsdom draws nothing, so colour contrast is left to the browser tests. */
async function seriousProblems(): Promise<string[]> {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the seasons screens under axe', () => {
  it('/admin/seasons, with its schedule modal open', async () => {
    renderWithProviders(<AdminSeasonsPage />, { session: adminSession, path: '/admin/seasons' });
    await screen.findByRole('link', { name: 'grace@example.com' });
    await screen.findByText('07-01-2026');
    expect(await seriousProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Lock\/Schedule Season/ }));
    await screen.findByRole('dialog');
    expect(await seriousProblems()).toEqual([]);
  });

  it('/admin/pools', async () => {
    renderWithProviders(<AdminPoolsPage />, { session: adminSession, path: '/admin/pools' });
    await screen.findAllByRole('link', { name: 'Grace Hopper' });
    expect(await seriousProblems()).toEqual([]);
  });

  it("the member's pool cards", async () => {
    renderWithProviders(<HomePoolsSection />, { session: memberSession, path: '/home' });
    await screen.findByText('03-01-2026');
    expect(await seriousProblems()).toEqual([]);
  });
});
