import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

/** The single API slice; each area adds its endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: ['User', 'RegistrationWindow', 'Referrer'],
  endpoints: () => ({}),
});
