import type { ApiSuccess, UserView } from '@app/libs';
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

export const { useFetchUserQuery, useLogoutMutation } = sessionApi;
