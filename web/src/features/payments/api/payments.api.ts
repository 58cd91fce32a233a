import type {
  AddPaymentMethodPayload,
  ApiSuccess,
  CardPaymentPayload,
  CardToken,
  GatewayInfo,
  LoanRequestPayload,
  LoanRequestsPage,
  LoanRequestView,
  PayLaterPayload,
  PaymentMethodView,
  TestCardPayload,
  UserView,
} from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost, type KeyedCall } from '../../../shared/api/keyed-call';
import { userRefreshed } from '../../../shared/session/session-slice';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

/** The answer carries the member as they are now (paid, units): the session takes it at once (spec). */
async function storeReturnedUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: ApiSuccess<UserView> }>,
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data?.data) dispatch(userRefreshed(data.data));
}

export interface LoanRequestsQuery {
  search: string;
  page: number;
  perPage: number;
}

export const paymentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PaymentMethods', 'LoanRequests', 'Transactions', 'PendingPayment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      gateway: build.query<GatewayInfo, void>({
        query: () => 'payment/gateway',
        transformResponse: unwrap<GatewayInfo>,
      }),
      /** The test gateway's stand-in for Stripe.js: a card number becomes a token; nothing is charged. */
      testCardToken: build.mutation<CardToken, TestCardPayload>({
        query: (body) => ({ url: 'payment/test-gateway/tokens', method: 'POST', body }),
        transformResponse: unwrap<CardToken>,
      }),
      payNow: build.mutation<ApiSuccess<UserView>, KeyedCall<CardPaymentPayload>>({
        query: (call) => keyedPost('payment/now', call),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeReturnedUser(dispatch, queryFulfilled),
        invalidatesTags: (_r, error) => (error ? [] : ['User', 'Transactions', 'PaymentMethods']),
      }),
      payLater: build.mutation<ApiSuccess<UserView>, KeyedCall<PayLaterPayload>>({
        query: (call) => keyedPost('user/pay-later', call),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeReturnedUser(dispatch, queryFulfilled),
        invalidatesTags: (_r, error) => (error ? [] : ['User', 'Transactions', 'PendingPayment']),
      }),
      paymentMethods: build.query<PaymentMethodView[], void>({
        query: () => ({ url: 'user/payment-methods', method: 'POST', body: {} }),
        transformResponse: unwrap<PaymentMethodView[]>,
        providesTags: ['PaymentMethods'],
      }),
      addPaymentMethod: build.mutation<ApiSuccess<PaymentMethodView>, AddPaymentMethodPayload>({
        query: (body) => ({ url: 'user/add-payment-method', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      makePreferred: build.mutation<ApiSuccess<PaymentMethodView[]>, string>({
        query: (id) => ({ url: 'user/card-make-preferred', method: 'POST', body: { id } }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      deletePaymentMethod: build.mutation<ApiSuccess<PaymentMethodView[]>, string>({
        query: (id) => ({ url: 'user/delete-payment-method', method: 'POST', body: { id } }),
        invalidatesTags: (_r, error) => (error ? [] : ['PaymentMethods']),
      }),
      submitLoanRequest: build.mutation<ApiSuccess<LoanRequestView>, KeyedCall<LoanRequestPayload>>({
        query: (call) => keyedPost('payment/submit-loan-request', call),
        invalidatesTags: (_r, error) => (error ? [] : ['LoanRequests']),
      }),
      loanRequests: build.query<LoanRequestsPage, LoanRequestsQuery>({
        query: ({ search, page, perPage }) => {
          const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
          if (search.trim()) params.set('search', search.trim());
          return `admin/loan-requests/fetch-all?${params.toString()}`;
        },
        providesTags: ['LoanRequests'],
      }),
    }),
  });

export const {
  useGatewayQuery,
  useTestCardTokenMutation,
  usePayNowMutation,
  usePayLaterMutation,
  usePaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useMakePreferredMutation,
  useDeletePaymentMethodMutation,
  useSubmitLoanRequestMutation,
  useLoanRequestsQuery,
} = paymentsApi;
