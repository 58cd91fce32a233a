import type { ApiSuccess, UserView } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost, type KeyedCall } from '../../../shared/api/keyed-call';
import { userRefreshed } from '../../../shared/session/session-slice';
import type {
  CardInput,
  LoanRequestPayload,
  LoanRequestView,
  PaymentConfig,
  PaymentMethodView,
  PayNowPayload,
} from './payment-types';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

/** The answer carries the member as they are now (paid, units): the session takes it at once. */
async function storeReturnedUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: ApiSuccess<UserView> }>,
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data?.data) dispatch(userRefreshed(data.data));
}

export const paymentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PaymentMethods', 'LoanRequests', 'Transactions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      paymentConfig: build.query<PaymentConfig, void>({
        query: () => 'payment/config',
        transformResponse: unwrap<PaymentConfig>,
      }),
      payNow: build.mutation<ApiSuccess<UserView>, KeyedCall<PayNowPayload>>({
        query: (call) => keyedPost('payment/now', call),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeReturnedUser(dispatch, queryFulfilled),
        invalidatesTags: (_r, error) => (error ? [] : ['User', 'Transactions', 'PaymentMethods']),
      }),
      payLater: build.mutation<ApiSuccess<UserView>, KeyedCall<{ pay_type: string }>>({
        query: (call) => keyedPost('user/pay-later', call),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeReturnedUser(dispatch, queryFulfilled),
        invalidatesTags: (_r, error) => (error ? [] : ['User', 'Transactions']),
      }),
      paymentMethods: build.query<PaymentMethodView[], void>({
        query: () => ({ url: 'user/payment-methods', method: 'POST', body: {} }),
        transformResponse: unwrap<PaymentMethodView[]>,
        providesTags: ['PaymentMethods'],
      }),
      addPaymentMethod: build.mutation<ApiSuccess<PaymentMethodView>, CardInput>({
        query: (body) => ({ url: 'user/add-payment-method', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      makePreferred: build.mutation<ApiSuccess<unknown>, string>({
        query: (id) => ({ url: 'user/card-make-preferred', method: 'POST', body: { id } }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      deletePaymentMethod: build.mutation<ApiSuccess<unknown>, string>({
        query: (id) => ({ url: 'user/delete-payment-method', method: 'POST', body: { id } }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      submitLoanRequest: build.mutation<ApiSuccess<LoanRequestView>, KeyedCall<LoanRequestPayload>>({
        query: (call) => keyedPost('payment/submit-loan-request', call),
        invalidatesTags: (_r, error) => (error ? [] : ['LoanRequests']),
      }),
      loanRequests: build.query<LoanRequestView[], string>({
        query: (search) => `admin/loan-requests/fetch-all?search=${encodeURIComponent(search.trim())}`,
        transformResponse: unwrap<LoanRequestView[]>,
        providesTags: ['LoanRequests'],
      }),
    }),
  });

export const {
  usePaymentConfigQuery,
  usePayNowMutation,
  usePayLaterMutation,
  usePaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useMakePreferredMutation,
  useDeletePaymentMethodMutation,
  useSubmitLoanRequestMutation,
  useLoanRequestsQuery,
} = paymentsApi;
