import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { apiUnauthorized } from './api-events';
import { parseRetryAfter, toAppError, type AppError } from './app-error';
import { currentLanguage } from '../i18n/current-language';
import { readCookie, XSRF_COOKIE } from './xsrf-cookie';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  // The session is an httpOnly cookie on our own origin; no token is ever read by this code.
  credentials: 'same-origin',
  // Resolved per call rather than captured at import, so test environments can install fetch late.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    headers.set('Accept', 'application/json');
    // The server answers and writes (messages, emails) in the language the reader chose (ADR 0011).
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

export const appBaseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { status } = result.error;
  if (status === 401) api.dispatch(apiUnauthorized());
  if (typeof status === 'number') {
    const error = toAppError(status, result.error.data);
    const retryAfterSeconds =
      status === 429 ? parseRetryAfter(result.meta?.response?.headers.get('Retry-After')) : undefined;
    return { error: retryAfterSeconds ? { ...error, retryAfterSeconds } : error, meta: result.meta };
  }
  // PARSING_ERROR still carries the HTTP status the server answered with.
  if (status === 'PARSING_ERROR') {
    return { error: toAppError(result.error.originalStatus, null), meta: result.meta };
  }
  return { error: toAppError('NETWORK', null), meta: result.meta };
};
