import type { ApiSuccess, DialingCode, GeoOption } from '@app/libs';
import { baseApi } from '../api/base-api';

const ONE_HOUR = 60 * 60;

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<GeoOption[], void>({
      query: () => 'geo/countries',
      transformResponse: (response: ApiSuccess<GeoOption[]>) => response.data,
      keepUnusedDataFor: ONE_HOUR,
    }),
    states: build.query<GeoOption[], string>({
      query: (countryIso2) => `geo/countries/${encodeURIComponent(countryIso2)}/states`,
      transformResponse: (response: ApiSuccess<GeoOption[]>) => response.data,
      keepUnusedDataFor: ONE_HOUR,
    }),
    cities: build.query<{ name: string }[], { country: string; state: string }>({
      query: ({ country, state }) =>
        `geo/countries/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`,
      transformResponse: (response: ApiSuccess<{ name: string }[]>) => response.data,
      keepUnusedDataFor: ONE_HOUR,
    }),
    dialingCodes: build.query<DialingCode[], void>({
      query: () => 'geo/dialing-codes',
      transformResponse: (response: ApiSuccess<DialingCode[]>) => response.data,
      keepUnusedDataFor: ONE_HOUR,
    }),
  }),
});

export const { useCountriesQuery, useStatesQuery, useCitiesQuery, useDialingCodesQuery } = geoApi;
