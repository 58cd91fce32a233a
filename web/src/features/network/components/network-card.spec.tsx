import { TIER_PAGE_SIZE, type TierLevelPage, type TierMember } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { NetworkCard } from './network-card';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const member = (tier: number, n: number): TierMember => ({
  id: `t${tier}-m${n}`,
  fullName: `Tier${tier} Member${n}`,
  profile: null,
  b_units: n,
  created_at: '2026-03-04T10:00:00Z',
});

type TierQuery = { index: number; start: string | null; page?: number; per_page?: number };

/** A tier of `size` members answered page by page, as the server pages them. */
function tierAnswer(sizes: Record<number, number>) {
  return (request: SeenRequest) => {
    const { index, start, page = 1, per_page = 50 } = request.body as TierQuery;
    // A date range keeps only the first member, so the test sees the filter applied.
    const size = Math.min(sizes[index] ?? 0, start ? 1 : Infinity);
    const from = (page - 1) * per_page;
    const ids = Array.from({ length: Math.max(0, Math.min(per_page, size - from)) }, (_, i) => from + i + 1);
    const body: TierLevelPage = {
      data: ids.map((n) => member(index, n)),
      total: size,
      total_units: (size * (size + 1)) / 2,
      page,
      per_page,
    };
    return { status: 200, body: { data: body } };
  };
}

function renderCard(max: number, sizes: Record<number, number>) {
  const stub = installRoutedFetchStub({
    'user/get-user-tiers': { status: 200, body: { data: { max, total: 77, total_units: 1234 } } },
    'user/fetch-users-tier-level': tierAnswer(sizes),
  });
  renderWithProviders(<NetworkCard />, {
    session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
    path: '/home',
  });
  return stub;
}

const tierCalls = (stub: ReturnType<typeof installRoutedFetchStub>) =>
  stub.calls('user/fetch-users-tier-level').map((r) => r.body as Record<string, unknown>);

describe('NetworkCard', () => {
  it('shows one tab per tier up to max and the selected tier with the sum of its units', async () => {
    const stub = renderCard(3, { 1: 2, 2: 1, 3: 0 });
    expect(await screen.findByText('Tier1 Member1')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
    expect(screen.getByText('2 members · Total units: 3')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(tierCalls(stub)[0]).toEqual({
      index: 1,
      start: null,
      end: null,
      page: 1,
      per_page: TIER_PAGE_SIZE,
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Tier 2' }));
    expect(await screen.findByText('Tier2 Member1')).toBeTruthy();
    expect(screen.getByText('1 member · Total units: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Tier 3' }));
    expect(await screen.findByText('No members in this tier.')).toBeTruthy();
  });

  it('reaches any tier of a deep network through the tier field, with tabs around the chosen one', async () => {
    const stub = renderCard(45, { 1: 1, 33: 2 });
    await screen.findByText('Tier1 Member1');
    expect(screen.getAllByRole('tab')).toHaveLength(20);
    const jump = screen.getByRole('spinbutton', { name: 'Go to tier (1 to 45)' });
    fireEvent.change(jump, { target: { value: '33' } });
    expect(await screen.findByText('Tier33 Member2')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs[0]).toBe('Tier 21');
    expect(tabs.at(-1)).toBe('Tier 40');
    expect(screen.getByRole('tab', { name: 'Tier 33' }).getAttribute('aria-selected')).toBe('true');
    expect(tierCalls(stub).at(-1)).toMatchObject({ index: 33, page: 1 });
  });

  it("says 'Something went wrong' when a tier cannot be loaded, and loads it again on request", async () => {
    let fail = true;
    const stub = installRoutedFetchStub({
      'user/get-user-tiers': { status: 200, body: { data: { max: 1, total: 1, total_units: 1 } } },
      'user/fetch-users-tier-level': (request) =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : tierAnswer({ 1: 1 })(request),
    });
    renderWithProviders(<NetworkCard />, {
      session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
      path: '/home',
    });
    expect(await screen.findAllByText('Something went wrong')).not.toHaveLength(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(await screen.findByText('Tier1 Member1')).toBeTruthy();
    expect(stub.calls('user/fetch-users-tier-level').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the member has no referrals, without asking for a tier', async () => {
    const stub = renderCard(0, {});
    expect(await screen.findByText(/No referrals yet/)).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(tierCalls(stub)).toHaveLength(0);
  });

  it('loads the next page with Load more until the whole tier is shown', async () => {
    const stub = renderCard(1, { 1: 120 });
    const size = TIER_PAGE_SIZE;
    expect(await screen.findByText(`Tier1 Member${size}`)).toBeTruthy();
    expect(screen.queryByText(`Tier1 Member${size + 1}`)).toBeNull();
    for (let shown = size; shown < 120; shown += size) {
      fireEvent.click(screen.getByRole('button', { name: `Load more (${shown} of 120)` }));
      expect(await screen.findByText(`Tier1 Member${Math.min(shown + size, 120)}`)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(tierCalls(stub).map((body) => body.page)).toEqual(
      Array.from({ length: Math.ceil(120 / size) }, (_, i) => i + 1),
    );
    expect(screen.getByText('120 members · Total units: 7,260')).toBeTruthy();
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    const stub = renderCard(1, { 1: TIER_PAGE_SIZE + 10 });
    const list = await screen.findByRole('list', { name: 'Members of tier 1' });
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 2000 },
      clientHeight: { configurable: true, value: 500 },
      scrollTop: { configurable: true, value: 1480 },
    });
    fireEvent.scroll(list);
    expect(await screen.findByText(`Tier1 Member${TIER_PAGE_SIZE + 10}`)).toBeTruthy();
    expect(tierCalls(stub).map((body) => body.page)).toEqual([1, 2]);
  });

  it('asks for both dates before filtering, sends them as YYYY-MM-DD and clears them', async () => {
    const stub = renderCard(2, { 1: 3, 2: 0 });
    await screen.findByText('Tier1 Member1');
    const filter = screen.getByRole('group', { name: 'Filter by date of joining' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Please select start date')).toBeTruthy();
    // The dates are stand-ins until antd's DatePicker has loaded (once idle): type into the pickers.
    await waitFor(() => expect(filter.querySelectorAll('.ant-picker')).toHaveLength(2));

    const start = within(filter).getByLabelText('Start date');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '03-01-2026' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Please select end date')).toBeTruthy();

    const end = within(filter).getByLabelText('End date');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '03-31-2026' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1 member · Total units: 1')).toBeTruthy();
    expect(tierCalls(stub).at(-1)).toEqual({
      index: 1,
      start: '2026-03-01',
      end: '2026-03-31',
      page: 1,
      per_page: TIER_PAGE_SIZE,
    });

    fireEvent.click(within(filter).getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText('3 members · Total units: 6')).toBeTruthy();
    expect((start as HTMLInputElement).value).toBe('');
    expect((end as HTMLInputElement).value).toBe('');
  });
});
