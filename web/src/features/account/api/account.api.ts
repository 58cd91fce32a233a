import type { ApiSuccess, AuthResult, ProfilePayload, UserView } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { sessionStarted, userRefreshed } from '../../../shared/session/session-slice';

export interface ChangePasswordArgs {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<ApiSuccess<UserView>, ProfilePayload>({
      query: (body) => ({ url: 'user/update-user', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data.data));
      },
    }),
    updateProfileImage: build.mutation<ApiSuccess<UserView>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('profile', file);
        return { url: 'user/update-profile', method: 'POST', body };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data.data));
      },
    }),
    /** The server revokes older tokens and answers with a new session. */
    changePassword: build.mutation<ApiSuccess<AuthResult>, ChangePasswordArgs>({
      query: (body) => ({ url: 'user/change-password', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionStarted(data.data));
      },
    }),
  }),
});

export const { useUpdateUserMutation, useUpdateProfileImageMutation, useChangePasswordMutation } = accountApi;
