import type { ApiSuccess } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import type { MyPools, MySeason } from './seasons.types';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

/** The member's own seasons and pool shares, for /home (kept apart from the back-office calls). */
export const myPoolsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MyPools'] }).injectEndpoints({
  endpoints: (build) => ({
    myPools: build.query<MyPools, void>({
      query: () => 'user/my-pools',
      transformResponse: unwrap<MyPools>,
      providesTags: ['MyPools'],
    }),
    mySeasons: build.query<MySeason[], void>({
      query: () => 'user/my-seasons',
      transformResponse: unwrap<MySeason[]>,
      providesTags: ['MyPools'],
    }),
  }),
});

export const { useMyPoolsQuery, useMySeasonsQuery } = myPoolsApi;
