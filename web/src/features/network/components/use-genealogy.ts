import type { NetworkSearchHit } from '@app/libs';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { networkApi } from '../api/network.api';
import { addPage, hasMore, type Levels } from './tree-levels';

/**
 * Pages loaded to find a searched member among one parent's children before giving up: a member with
 * tens of thousands of direct referrals would otherwise mean hundreds of calls for one click.
 */
export const MAX_PAGES_TO_FIND = 40;

export type OpenPathResult = 'opened' | 'too-far';

/**
 * The genealogy tree's state: the children loaded under each node, level by level and page by page.
 * `rootId` is the member; their own children come from get-user-tree without a parent.
 */
export function useGenealogy(rootId: string) {
  const dispatch = useAppDispatch();
  const [levels, setLevels] = useState<Levels>({});
  // Async steps (opening a search hit's path) read what the previous step loaded before React renders.
  const latest = useRef<Levels>(levels);
  const inFlight = useRef(new Map<string, Promise<void>>());

  const fetchPage = useCallback(
    (parent: string, page: number): Promise<void> => {
      const key = `${parent}:${page}`;
      const running = inFlight.current.get(key);
      if (running) return running;
      const args = parent === rootId ? { page } : { parent, page };
      const call = dispatch(
        networkApi.endpoints.treeLevel.initiate(args, { subscribe: false, forceRefetch: true }),
      )
        .unwrap()
        .then((answer) => {
          latest.current = addPage(latest.current, parent, answer);
          setLevels(latest.current);
        })
        .finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, call);
      return call;
    },
    [dispatch, rootId],
  );

  /** The first page under `parent`, once. */
  const loadChildren = useCallback(
    (parent: string): Promise<void> => (latest.current[parent] ? Promise.resolve() : fetchPage(parent, 1)),
    [fetchPage],
  );

  const loadMore = useCallback(
    (parent: string): Promise<void> => {
      const level = latest.current[parent];
      return level && hasMore(level) ? fetchPage(parent, level.page + 1) : Promise.resolve();
    },
    [fetchPage],
  );

  /** Loads each level on the way from the member to `hit`, so the tree can expand down to it. */
  const openPath = useCallback(
    async (hit: NetworkSearchHit): Promise<OpenPathResult> => {
      const chain = [rootId, ...hit.path, hit.id];
      for (let i = 0; i < chain.length - 1; i += 1) {
        const [parent, child] = [chain[i], chain[i + 1]];
        await loadChildren(parent);
        let pages = 1;
        while (!latest.current[parent].nodes.some((node) => node.id === child)) {
          if (!hasMore(latest.current[parent]) || pages >= MAX_PAGES_TO_FIND) return 'too-far';
          await loadMore(parent);
          pages += 1;
        }
      }
      return 'opened';
    },
    [rootId, loadChildren, loadMore],
  );

  return { levels, loadChildren, loadMore, openPath };
}
