import {
  TIER_PAGE_SIZE,
  type ApiSuccess,
  type NetworkSearchHit,
  type TierInfo,
  type TierLevelPage,
  type TreeLevel,
} from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

/** One tier's members in a join-date range: both dates (YYYY-MM-DD) or neither. */
export interface TierFilter {
  index: number;
  start: string | null;
  end: string | null;
}

/** One page of a node's children; no parent means the caller's own direct referrals. */
export interface TreeLevelArgs {
  parent?: string;
  page: number;
}

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

/** The next page while the pages loaded so far hold fewer members than the total. */
export const nextPageAfter = (last: { page: number; per_page: number; total: number }): number | undefined =>
  last.page * last.per_page < last.total ? last.page + 1 : undefined;

export const networkApi = baseApi.enhanceEndpoints({ addTagTypes: ['Network'] }).injectEndpoints({
  endpoints: (build) => ({
    tierInfo: build.query<TierInfo, void>({
      query: () => 'user/get-user-tiers',
      transformResponse: unwrap<TierInfo>,
      providesTags: ['Network'],
    }),
    // Infinite: the tier list grows page by page as the member scrolls; each filter is its own cache entry.
    tierLevel: build.infiniteQuery<TierLevelPage, TierFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextPageAfter(lastPage),
      },
      query: ({ queryArg: { index, start, end }, pageParam }) => ({
        url: 'user/fetch-users-tier-level',
        method: 'POST',
        body: { index, start, end, page: pageParam, per_page: TIER_PAGE_SIZE },
      }),
      transformResponse: unwrap<TierLevelPage>,
      providesTags: ['Network'],
    }),
    treeLevel: build.query<TreeLevel, TreeLevelArgs>({
      query: ({ parent, page }) => ({
        url: 'user/get-user-tree',
        params: parent ? { parent, page } : { page },
      }),
      transformResponse: unwrap<TreeLevel>,
      providesTags: ['Network'],
    }),
    networkSearch: build.query<NetworkSearchHit[], string>({
      query: (q) => ({ url: 'user/network/search', params: { q } }),
      transformResponse: unwrap<NetworkSearchHit[]>,
      providesTags: ['Network'],
    }),
  }),
});

export const { useTierInfoQuery, useTierLevelInfiniteQuery, useTreeLevelQuery, useLazyNetworkSearchQuery } =
  networkApi;
