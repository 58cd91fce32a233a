import type { ApiSuccess, AuthResult, UserView } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { sessionStarted, userRefreshed } from '../../../shared/session/session-slice';

export interface LoginArgs {
  email: string;
  password: string;
  /** The emailed sign-in code, once the server answered AUTH.LOGIN_CODE_REQUIRED. */
  code?: string;
}
export interface ResetLinkArgs {
  id: string;
  token: string;
}
export interface NewPasswordArgs extends ResetLinkArgs {
  password: string;
  password_confirmation: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiSuccess<AuthResult>, LoginArgs>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionStarted(data.data));
      },
    }),
    forgotPassword: build.mutation<ApiSuccess<null>, { email: string }>({
      query: (body) => ({ url: 'forgot/password', method: 'POST', body }),
    }),
    verifyResetLink: build.query<{ valid: boolean }, ResetLinkArgs>({
      query: (body) => ({ url: 'verify/remember-token', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ valid: boolean }>) => response.data,
      keepUnusedDataFor: 0,
    }),
    createNewPassword: build.mutation<ApiSuccess<null>, NewPasswordArgs>({
      query: (body) => ({ url: 'create-new-password', method: 'POST', body }),
    }),
    sendAccountOtp: build.mutation<ApiSuccess<null>, { email: string }>({
      query: (body) => ({ url: 'send-otp', method: 'POST', body }),
    }),
    verifyAccountEmail: build.mutation<ApiSuccess<{ user: UserView }>, { otp: string }>({
      query: (body) => ({ url: 'email-verified', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data.data.user));
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useForgotPasswordMutation,
  useVerifyResetLinkQuery,
  useCreateNewPasswordMutation,
  useSendAccountOtpMutation,
  useVerifyAccountEmailMutation,
} = authApi;
