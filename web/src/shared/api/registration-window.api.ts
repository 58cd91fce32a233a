import type { ApiSuccess, TimeInfo } from '@app/libs';
import { baseApi } from './base-api';

/** Used by both registration and the referral landing, so it lives here rather than in one feature. */
export const registrationWindowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchTime: build.query<TimeInfo, void>({
      query: () => 'fetch-time',
      transformResponse: (response: ApiSuccess<TimeInfo>) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFetchTimeQuery } = registrationWindowApi;
