import type { ApiSuccess, AuthResult, RegisterPayload } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { sessionStarted } from '../../../shared/session/session-slice';

export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendRegistrationOtp: build.mutation<ApiSuccess<null>, { email: string }>({
      query: (body) => ({ url: 'send-otp', method: 'POST', body }),
    }),
    /** Anonymous verification: a correct code yields the proof that `register` requires. */
    verifyRegistrationEmail: build.mutation<ApiSuccess<{ proof: string }>, { email: string; otp: string }>({
      query: (body) => ({ url: 'email-verified', method: 'POST', body }),
    }),
    register: build.mutation<ApiSuccess<AuthResult>, RegisterPayload>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionStarted(data.data));
      },
    }),
  }),
});

export const { useSendRegistrationOtpMutation, useVerifyRegistrationEmailMutation, useRegisterMutation } =
  registrationApi;
