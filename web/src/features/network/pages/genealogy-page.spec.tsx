import type { NetworkSearchHit, TreeNode } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { GenealogyPage } from './genealogy-page';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const node = (id: string, children_count = 0): TreeNode => ({
  id,
  fullName: `Member ${id}`,
  profile: null,
  balance_units: 2,
  children_count,
  referrals: [],
});

/**
 * The tree the stub answers from: u-1 (the member) has 60 direct referrals r1..r60; r1 has c1, which
 * has d1; r55 has e1. Pages hold 50 children, as the server's TREE_PAGE_SIZE.
 */
const children: Record<string, TreeNode[]> = {
  'u-1': Array.from({ length: 60 }, (_, i) => node(`r${i + 1}`, i === 0 || i === 54 ? 1 : 0)),
  r1: [node('c1', 1)],
  c1: [node('d1')],
  r55: [node('e1')],
};

function treeAnswer(request: SeenRequest) {
  const params = new URL(request.url, 'http://localhost').searchParams;
  const parent = params.get('parent') ?? 'u-1';
  const page = Number(params.get('page') ?? 1);
  const all = children[parent] ?? [];
  const referrals = all.slice((page - 1) * 50, page * 50);
  return { status: 200, body: { data: { referrals, total: all.length, page, per_page: 50 } } };
}

const hit = (id: string, path: string[]): NetworkSearchHit => ({
  id,
  fullName: `Member ${id}`,
  email: `${id}@example.com`,
  profile: null,
  path,
  tier: path.length + 1,
});

function renderPage() {
  const stub = installRoutedFetchStub({
    'user/get-user-tree': treeAnswer,
    'user/network/search': (request) => {
      const q = new URL(request.url, 'http://localhost').searchParams.get('q');
      const hits = q === 'd1' ? [hit('d1', ['r1', 'c1'])] : q === 'e1' ? [hit('e1', ['r55'])] : [];
      return { status: 200, body: { data: hits } };
    },
  });
  renderWithProviders(<GenealogyPage />, {
    session: {
      user: makeUser({ fullName: 'Ada Lovelace', balance_units: 3 }),
      expiresAt: '2999-01-01T00:00:00Z',
    },
    path: '/geneology',
  });
  return stub;
}

const treeCalls = (stub: ReturnType<typeof installRoutedFetchStub>) =>
  stub.calls('user/get-user-tree').map((r) => new URL(r.url, 'http://localhost').searchParams.toString());

const itemOf = (name: string) =>
  within(screen.getByRole('tree')).getByText(name).closest('[role="treeitem"]') as HTMLElement;

/** The tree renders only the rows in view (virtual list): scroll it to its end as a reader would. */
function scrollTreeToEnd() {
  const holder = document.querySelector('.ant-tree-list-holder') as HTMLElement;
  holder.scrollTop = 0;
  fireEvent.scroll(holder);
  holder.scrollTop = 100_000;
  fireEvent.scroll(holder);
}

describe('GenealogyPage', () => {
  it('shows the member at the root with their referrals, and loads a level when a member is opened', async () => {
    const stub = renderPage();
    expect(await screen.findByText('Member r1')).toBeTruthy();
    expect(screen.getByRole('tree', { name: 'Referral tree' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(treeCalls(stub)).toEqual(['page=1']);
    expect(screen.queryByText('Member c1')).toBeNull();

    fireEvent.click(itemOf('Member r1').querySelector('.ant-tree-switcher') as HTMLElement);
    expect(await screen.findByText('Member c1')).toBeTruthy();
    expect(treeCalls(stub)).toEqual(['page=1', 'parent=r1&page=1']);
    // A member without referrals has nothing to open.
    expect(itemOf('Member r2').getAttribute('aria-expanded')).toBeNull();
  });

  it('loads more children of a member page by page', async () => {
    const stub = renderPage();
    await screen.findByText('Member r1');
    scrollTreeToEnd();
    expect(await screen.findByText('Member r50')).toBeTruthy();
    expect(screen.queryByText('Member r51')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more (50 of 60)' }));
    await waitFor(() => {
      scrollTreeToEnd();
      expect(screen.getByText('Member r60')).toBeTruthy();
    });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(treeCalls(stub)).toEqual(['page=1', 'page=2']);
  });

  it('opens the tree down to a searched member and selects them', async () => {
    const stub = renderPage();
    await screen.findByText('Member r1');
    fireEvent.change(screen.getByLabelText('Search your network'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('d1@example.com · Tier 3')).toBeTruthy();
    fireEvent.click(within(results).getByRole('button'));

    await waitFor(() => expect(itemOf('Member d1').getAttribute('aria-selected')).toBe('true'));
    expect(itemOf('Member r1').getAttribute('aria-expanded')).toBe('true');
    expect(itemOf('Member c1').getAttribute('aria-expanded')).toBe('true');
    expect(treeCalls(stub)).toEqual(['page=1', 'parent=r1&page=1', 'parent=c1&page=1']);
  });

  it('loads further pages of a parent to reach a searched member beyond the first', async () => {
    const stub = renderPage();
    await screen.findByText('Member r1');
    fireEvent.change(screen.getByLabelText('Search your network'), { target: { value: 'e1' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    fireEvent.click(within(await screen.findByRole('list', { name: 'Search results' })).getByRole('button'));
    await waitFor(() => {
      scrollTreeToEnd();
      expect(itemOf('Member e1').getAttribute('aria-selected')).toBe('true');
    });
    expect(treeCalls(stub)).toEqual(['page=1', 'page=2', 'parent=r55&page=1']);
  });

  it("says 'Something went wrong' when a level cannot be loaded", async () => {
    installRoutedFetchStub({
      'user/get-user-tree': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    renderWithProviders(<GenealogyPage />, {
      session: { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' },
      path: '/geneology',
    });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('tree', { name: 'Referral tree' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    renderPage();
    await screen.findByText('Member r1');
    fireEvent.change(screen.getByLabelText('Search your network'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('No member of your network matches.')).toBeTruthy();
  });
});
