import type { ApiSuccess, LanguageCode, LanguagePayload, UserView } from '@app/libs';
import { baseApi } from '../api/base-api';
import { sessionCleared, userRefreshed } from './session-slice';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchUser: build.query<UserView, void>({
      query: () => ({ url: 'user/fetch', method: 'POST', body: {} }),
      transformResponse: (response: ApiSuccess<UserView>) => response.data,
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
        } catch {
          // A 401 already cleared the session in the base query; other failures keep the stored user.
        }
      },
    }),
    /** The signed-in person's language: the server writes them (emails, messages) in it from now on. */
    saveLanguage: build.mutation<UserView, LanguageCode>({
      query: (language) => ({
        url: 'user/language',
        method: 'PUT',
        body: { language } satisfies LanguagePayload,
      }),
      transformResponse: (response: ApiSuccess<UserView>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'user/logout', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The spec clears the local session whatever the server answers.
        try {
          await queryFulfilled;
        } catch {
          /* cleared below either way */
        }
        dispatch(sessionCleared());
        dispatch(baseApi.util.resetApiState());
      },
    }),
  }),
});

export const { useFetchUserQuery, useLogoutMutation, useSaveLanguageMutation } = sessionApi;
