import {
  type ApiSuccess,
  type ApprovePayload,
  type AuditEvent,
  type CursorPage,
  type LedgerFilter,
  type LedgerTransfer,
  type LoyaltyLog,
  type LoyaltyPayload,
  type LoyaltyResult,
  type Statement,
  type TransactionsPage,
  type TransactionView,
  type TransferUnitsPayload,
  type TransferUnitsResult,
  type UserRef,
  type UserView,
  type VerificationRunView,
} from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost, type KeyedCall } from '../../../shared/api/keyed-call';

// The contract types live in libs/; these are re-exported for the pages that read them from here.
export type {
  AuditEvent,
  LedgerFilter,
  LedgerTransfer,
  StatementLine,
  StatementTotals,
  UserRef,
} from '@app/libs';

export interface TransactionsQuery {
  search: string;
  cursor?: string;
  perPage: number;
}

export { keyedPost, type KeyedCall };

/** Query-string of the set values only. */
export const toQueryString = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

export const ledgerApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Transactions', 'AdminUser', 'LoyaltyLogs', 'Ledger'] })
  .injectEndpoints({
    endpoints: (build) => ({
      myTransactions: build.query<TransactionView[], void>({
        query: () => ({ url: 'user/my-transactions', method: 'POST' }),
        transformResponse: unwrap<TransactionView[]>,
        providesTags: ['Transactions'],
      }),
      adminTransactions: build.query<TransactionsPage, TransactionsQuery>({
        query: ({ search, cursor, perPage }) =>
          `admin/transactions/fetch-all?${toQueryString({ search: search.trim(), cursor, perPage })}`,
        providesTags: ['Transactions'],
      }),
      transferUnits: build.mutation<ApiSuccess<TransferUnitsResult>, KeyedCall<TransferUnitsPayload>>({
        query: (call) => keyedPost('admin/transactions/transfer', call),
        invalidatesTags: (_r, error) => (error ? [] : ['Transactions', 'AdminUser', 'Ledger']),
      }),
      deleteTransaction: build.mutation<ApiSuccess<TransactionView>, KeyedCall<{ id: string }>>({
        query: (call) => keyedPost('admin/transactions/delete', call),
        invalidatesTags: (_r, error) => (error ? [] : ['Transactions', 'AdminUser', 'Ledger']),
      }),
      approveTransaction: build.mutation<ApiSuccess<TransactionView>, KeyedCall<ApprovePayload>>({
        query: (call) => keyedPost('admin/transactions/approve', call),
        invalidatesTags: (_r, error) => (error ? [] : ['Transactions', 'AdminUser', 'Ledger']),
      }),
      searchUsers: build.query<UserRef[], string>({
        query: (search) => ({ url: 'user/all-users', method: 'POST', body: { search, limit: 50 } }),
        transformResponse: unwrap<UserRef[]>,
      }),
      adminUser: build.query<UserView, string>({
        query: (id) => `admin/users/${encodeURIComponent(id)}`,
        transformResponse: unwrap<UserView>,
        providesTags: ['AdminUser'],
      }),
      memberPurchases: build.query<TransactionView[], string>({
        query: (id) => `admin/users/${encodeURIComponent(id)}/purchases`,
        transformResponse: unwrap<TransactionView[]>,
        providesTags: ['Transactions'],
      }),
      loyaltyLogs: build.query<LoyaltyLog[], string>({
        query: (id) => `admin/users/${encodeURIComponent(id)}/loyalty-logs`,
        transformResponse: unwrap<LoyaltyLog[]>,
        providesTags: ['LoyaltyLogs'],
      }),
      addLoyaltyUnits: build.mutation<ApiSuccess<LoyaltyResult>, KeyedCall<LoyaltyPayload>>({
        query: (call) => keyedPost('user/add-loyalty-units', call),
        invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'LoyaltyLogs', 'Transactions', 'Ledger']),
      }),
      ledgerTransfers: build.query<CursorPage<LedgerTransfer>, LedgerFilter & { cursor?: string }>({
        query: (filter) => `admin/ledger/transfers?${toQueryString({ ...filter })}`,
        providesTags: ['Ledger'],
      }),
      ledgerStatement: build.query<Statement, { member: string; from?: string; to?: string }>({
        query: (filter) => `admin/ledger/statement?${toQueryString(filter)}`,
        transformResponse: unwrap<Statement>,
        providesTags: ['Ledger'],
      }),
      ledgerEvents: build.query<CursorPage<AuditEvent>, { cursor?: string; type?: string }>({
        query: (filter) => `admin/ledger/events?${toQueryString(filter)}`,
        providesTags: ['Ledger'],
      }),
      lastLedgerVerification: build.query<VerificationRunView | null, void>({
        query: () => 'admin/ledger/verify/last',
        transformResponse: unwrap<VerificationRunView | null>,
      }),
      startLedgerVerification: build.mutation<VerificationRunView, void>({
        query: () => ({ url: 'admin/ledger/verify', method: 'POST' }),
        transformResponse: unwrap<VerificationRunView>,
      }),
    }),
  });

export const {
  useMyTransactionsQuery,
  useAdminTransactionsQuery,
  useTransferUnitsMutation,
  useDeleteTransactionMutation,
  useApproveTransactionMutation,
  useSearchUsersQuery,
  useAdminUserQuery,
  useLoyaltyLogsQuery,
  useMemberPurchasesQuery,
  useAddLoyaltyUnitsMutation,
  useLedgerTransfersQuery,
  useLedgerStatementQuery,
  useLedgerEventsQuery,
  useLastLedgerVerificationQuery,
  useStartLedgerVerificationMutation,
} = ledgerApi;
