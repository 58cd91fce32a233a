import type { ApiSuccess } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost, type KeyedCall } from '../../../shared/api/keyed-call';
import type {
  AdminReceipt,
  ApproveTransferPayload,
  AwaitingUser,
  ReceiptRecord,
  RejectUserPayload,
  StoreReceiptPayload,
  VerificationUser,
} from './receipt-types';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

/** Files go as receipt[] (spec); several in one call. */
function receiptForm(files: File[], fields: Record<string, string | number | undefined> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const file of files) body.append('receipt[]', file, file.name);
  return body;
}

const changed = ['Receipts', 'AdminReceipts', 'User', 'Transactions', 'AdminUser'] as const;

export const receiptsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Receipts', 'AdminReceipts', 'Transactions', 'AdminUser'] })
  .injectEndpoints({
    endpoints: (build) => ({
      uploadAccountReceipt: build.mutation<ApiSuccess<unknown>, File[]>({
        query: (files) => ({ url: 'user/upload/receipt', method: 'POST', body: receiptForm(files) }),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      myReceipts: build.query<ReceiptRecord[], void>({
        query: () => ({ url: 'receipt/fetch', method: 'POST', body: {} }),
        transformResponse: unwrap<ReceiptRecord[]>,
        providesTags: ['Receipts'],
      }),
      storeReceipt: build.mutation<ApiSuccess<ReceiptRecord>, StoreReceiptPayload>({
        query: ({ files, id, unit_purchase_intent, pay_type }) => ({
          url: 'receipt/store',
          method: 'POST',
          body: receiptForm(files, { id, unit_purchase_intent, pay_type }),
        }),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      allReceipts: build.query<AdminReceipt[], void>({
        query: () => 'receipt/fetch-all',
        transformResponse: unwrap<AdminReceipt[]>,
        providesTags: ['AdminReceipts'],
      }),
      verificationUsers: build.query<AwaitingUser[], void>({
        query: () => 'admin/user/receipt-verification-users',
        transformResponse: unwrap<AwaitingUser[]>,
        providesTags: ['AdminReceipts'],
      }),
      pendingPayments: build.query<AwaitingUser[], void>({
        query: () => 'admin/user/pending-payments',
        transformResponse: unwrap<AwaitingUser[]>,
        providesTags: ['AdminReceipts'],
      }),
      viewReceipt: build.query<AdminReceipt, string>({
        query: (id) => ({ url: 'receipt/view', method: 'POST', body: { id } }),
        transformResponse: unwrap<AdminReceipt>,
        providesTags: ['AdminReceipts'],
      }),
      verificationUser: build.query<VerificationUser, string>({
        query: (id) => `admin/users/${encodeURIComponent(id)}`,
        transformResponse: unwrap<VerificationUser>,
        providesTags: ['AdminReceipts', 'AdminUser'],
      }),
      approveReceipt: build.mutation<
        ApiSuccess<unknown>,
        KeyedCall<{ id: string; unit: number; narration: string }>
      >({
        query: (call) => keyedPost('receipt/approve', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      rejectReceipt: build.mutation<ApiSuccess<unknown>, KeyedCall<{ id: string; reject_reason: string }>>({
        query: (call) => keyedPost('receipt/reject', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      approveTransfer: build.mutation<ApiSuccess<unknown>, KeyedCall<ApproveTransferPayload>>({
        query: (call) => keyedPost('user/receipt/approve-transfer', call),
        invalidatesTags: (_r, error) => (error ? [] : [...changed]),
      }),
      rejectUser: build.mutation<ApiSuccess<unknown>, KeyedCall<RejectUserPayload>>({
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
  useViewReceiptQuery,
  useVerificationUserQuery,
  useApproveReceiptMutation,
  useRejectReceiptMutation,
  useApproveTransferMutation,
  useRejectUserMutation,
} = receiptsApi;
