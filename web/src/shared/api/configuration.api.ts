import type { ApiSuccess, ConfigurationMap, ConfigurationUpdatePayload } from '@app/libs';
import { baseApi } from './base-api';

/**
 * The back-office settings. Shared because members read them too (price and minimum on pay-now,
 * the target banner in the member layout), while only the admin settings page changes them.
 */
export const configurationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Configuration'] }).injectEndpoints({
  endpoints: (build) => ({
    fetchConfiguration: build.query<ConfigurationMap, void>({
      query: () => 'admin/configuration/fetch-all',
      transformResponse: (response: ApiSuccess<ConfigurationMap>) => response.data,
      providesTags: ['Configuration'],
    }),
    updateConfiguration: build.mutation<ApiSuccess<ConfigurationMap>, ConfigurationUpdatePayload>({
      query: (body) => ({ url: 'admin/configuration/update', method: 'POST', body }),
      // The answer is the whole map: put it in the cache at once, then let readers refetch.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(configurationApi.util.upsertQueryData('fetchConfiguration', undefined, data.data));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Configuration']),
    }),
  }),
});

export const { useFetchConfigurationQuery, useUpdateConfigurationMutation } = configurationApi;
