import type { NetworkSearchHit, TreeNode } from '@app/libs';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { installRoutedFetchStub, type SeenRequest } from '../../../shared/test/fetch-stub';
import { createTestStore } from '../../../shared/test/render-with-providers';
import { MAX_PAGES_TO_FIND, useGenealogy } from './use-genealogy';

jest.setTimeout(60_000);

const node = (id: string): TreeNode => ({
  id,
  fullName: id,
  profile: null,
  balance_units: 0,
  children_count: 0,
  referrals: [],
});

/** The member 'me' has `count` direct referrals k1..k{count}, 50 a page. */
function installTree(count: number) {
  return installRoutedFetchStub({
    'user/get-user-tree': (request: SeenRequest) => {
      const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      const ids = Array.from({ length: count }, (_, i) => `k${i + 1}`).slice((page - 1) * 50, page * 50);
      return { status: 200, body: { data: { referrals: ids.map(node), total: count, page, per_page: 50 } } };
    },
  });
}

const hit = (id: string): NetworkSearchHit => ({
  id,
  fullName: id,
  email: `${id}@x.test`,
  profile: null,
  path: [],
  tier: 1,
});

function renderGenealogy() {
  const store = createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useGenealogy('me'), { wrapper });
}

describe('useGenealogy.openPath', () => {
  it('loads pages of a parent until the searched member is among them', async () => {
    const stub = installTree(120);
    const { result } = renderGenealogy();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.openPath(hit('k101'));
    });
    expect(outcome).toBe('opened');
    expect(stub.calls('user/get-user-tree')).toHaveLength(3);
    expect(result.current.levels.me.nodes).toHaveLength(120);
  });

  it(`gives up after ${MAX_PAGES_TO_FIND} pages of one parent rather than calling without end`, async () => {
    const stub = installTree(MAX_PAGES_TO_FIND * 50 + 10);
    const { result } = renderGenealogy();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.openPath(hit(`k${MAX_PAGES_TO_FIND * 50 + 5}`));
    });
    expect(outcome).toBe('too-far');
    expect(stub.calls('user/get-user-tree')).toHaveLength(MAX_PAGES_TO_FIND);
  });

  it('loads the same page once when asked twice at the same time', async () => {
    const stub = installTree(3);
    const { result } = renderGenealogy();
    await act(async () => {
      await Promise.all([result.current.loadChildren('me'), result.current.loadChildren('me')]);
    });
    expect(stub.calls('user/get-user-tree')).toHaveLength(1);
    expect(result.current.levels.me.nodes.map((n) => n.id)).toEqual(['k1', 'k2', 'k3']);
  });
});
