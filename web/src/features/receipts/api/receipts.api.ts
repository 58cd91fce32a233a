import {
  RECEIPT_FIELD,
  type AdminReceiptView,
  type AdminReceiptsPage,
  type ApiSuccess,
  type ApproveTransferPayload,
  type AwaitingUser,
  type AwaitingUsersPage,
  type PaymentListQuery,
  type PendingPaymentView,
  type ReceiptActionPayload,
  type ReceiptApprovePayload,
  type ReceiptRejectPayload,
  type ReceiptStoreFields,
  type ReceiptView,
} from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost, type KeyedCall } from '../../../shared/api/keyed-call';
import { pagedListUrl } from '../components/paged-list';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

export type StoreReceiptPayload = ReceiptStoreFields & { files: File[] };

/** Files go as receipt[] (spec); several in one call. */
function receiptForm(files: File[], fields: Record<string, string | number | undefined> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const file of files) body.append(RECEIPT_FIELD, file, file.name);
  return body;
}

const changed = ['Receipts', 'AdminReceipts', 'User', 'Transactions', 'AdminUser'] as const;

export const receiptsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Receipts', 'AdminReceipts', 'Transactions', 'AdminUser'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Keyed: an upload opens a pending transfer, so a double click or a retry must not open two.
      uploadAccountReceipt: build.mutation<ApiSuccess<ReceiptView>, KeyedCall<File[]>>({
        query: ({ body, idempotencyKey }) =>
          keyedPost('user/upload/receipt', { body: receiptForm(body), idempotencyKey }),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      myReceipts: build.query<ReceiptView[], void>({
        query: () => ({ url: 'receipt/fetch', method: 'POST', body: {} }),
        transformResponse: unwrap<ReceiptView[]>,
        providesTags: ['Receipts'],
      }),
      pendingPayment: build.query<PendingPaymentView, void>({
        query: () => ({ url: 'user/pending-payment', method: 'POST', body: {} }),
        transformResponse: unwrap<PendingPaymentView>,
        providesTags: ['Receipts'],
      }),
      storeReceipt: build.mutation<ApiSuccess<ReceiptView>, KeyedCall<StoreReceiptPayload>>({
        query: ({ body: { files, id, unit_purchase_intent, pay_type }, idempotencyKey }) =>
          keyedPost('receipt/store', {
            body: receiptForm(files, { id, unit_purchase_intent, pay_type }),
            idempotencyKey,
          }),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      allReceipts: build.query<AdminReceiptsPage, PaymentListQuery>({
        query: (query) => pagedListUrl('receipt/fetch-all', query),
        providesTags: ['AdminReceipts'],
      }),
      verificationUsers: build.query<AwaitingUsersPage, PaymentListQuery>({
        query: (query) => pagedListUrl('admin/user/receipt-verification-users', query),
        providesTags: ['AdminReceipts'],
      }),
      pendingPayments: build.query<AwaitingUsersPage, PaymentListQuery>({
        query: (query) => pagedListUrl('admin/user/pending-payments', query),
        providesTags: ['AdminReceipts'],
      }),
      viewReceipt: build.query<AdminReceiptView, string>({
        query: (id) => ({ url: 'receipt/view', method: 'POST', body: { id } }),
        transformResponse: unwrap<AdminReceiptView>,
        providesTags: ['AdminReceipts'],
      }),
      verificationUser: build.query<AwaitingUser, string>({
        query: (id) => ({ url: 'admin/user/receipt-verification', method: 'POST', body: { id } }),
        transformResponse: unwrap<AwaitingUser>,
        providesTags: ['AdminReceipts', 'AdminUser'],
      }),
      approveReceipt: build.mutation<ApiSuccess<unknown>, KeyedCall<ReceiptApprovePayload>>({
        query: (call) => keyedPost('receipt/approve', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      rejectReceipt: build.mutation<ApiSuccess<unknown>, KeyedCall<ReceiptRejectPayload>>({
        query: (call) => keyedPost('receipt/reject', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      approveTransfer: build.mutation<ApiSuccess<unknown>, KeyedCall<ApproveTransferPayload>>({
        query: (call) => keyedPost('user/receipt/approve-transfer', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      rejectUser: build.mutation<ApiSuccess<unknown>, KeyedCall<ReceiptActionPayload>>({
        query: (call) => keyedPost('user/receipt/action', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
    }),
  });

export const {
  useUploadAccountReceiptMutation,
  useMyReceiptsQuery,
  useStoreReceiptMutation,
  useAllReceiptsQuery,
  useVerificationUsersQuery,
  usePendingPaymentsQuery,
  usePendingPaymentQuery,
  useViewReceiptQuery,
  useVerificationUserQuery,
  useApproveReceiptMutation,
  useRejectReceiptMutation,
  useApproveTransferMutation,
  useRejectUserMutation,
} = receiptsApi;
