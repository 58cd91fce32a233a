import type { ApiSuccess, ReferrerView } from '@app/libs';
import { baseApi } from './base-api';

export interface ReferralLinkArgs {
  id: string;
  token: string;
}

/** The referrer behind a referral link; registration and the referral landing both show it. */
export const referrerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchReferralUser: build.query<ReferrerView, ReferralLinkArgs>({
      query: (body) => ({ url: 'fetch-referral-user', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<ReferrerView>) => response.data,
    }),
  }),
});

export const { useFetchReferralUserQuery } = referrerApi;
