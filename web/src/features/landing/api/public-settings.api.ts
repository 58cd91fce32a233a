import type { ApiSuccess, PublicConfigurationMap } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

/** The settings a visitor's page reads (`GET configuration/public`): the teaser video's link. */
export const publicSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchPublicSettings: build.query<PublicConfigurationMap, void>({
      query: () => 'configuration/public',
      transformResponse: (response: ApiSuccess<PublicConfigurationMap>) => response.data,
    }),
  }),
});

export const { useFetchPublicSettingsQuery } = publicSettingsApi;
