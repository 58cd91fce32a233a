import type { ApiSuccess, UserView, VerificationRunView } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

export type TransactionState = 'pending' | 'done' | 'voided' | 'reversed' | 'reversal';

export interface UserRef {
  id: string;
  fullName: string;
  email: string;
}

export interface Transaction {
  id: string;
  transaction_id: number;
  created_at: string;
  created_at_date: string;
  user: UserRef | null;
  user_id: string | null;
  description: string;
  units: number;
  unit_value: number;
  amount: number;
  status: 0 | 1;
  state: TransactionState;
  debit: number;
  credit: number;
  pay_type: string | null;
  kind?: string;
}

export interface CursorPage<T> {
  data: T[];
  next_cursor: string | null;
}

export interface TransactionsQuery {
  search: string;
  cursor?: string;
  perPage: number;
}

export const MANUAL_PAY_TYPES = ['Debit/Credit Card', 'Wire', 'ACH (USA only)', 'Crypto Currency'] as const;
export type ManualPayType = (typeof MANUAL_PAY_TYPES)[number];

export interface TransferPayload {
  user: string;
  units: number;
  narration: string;
  pay_type: ManualPayType;
  send_email: 'Yes' | 'No';
  idempotency_key: string;
}

export interface LoyaltyResult {
  paid_units: number;
  loyalty_units: number;
  balance_units: number;
}

export interface LoyaltyLog {
  id: string;
  description: string;
  units: number;
  created_at: string;
}

export interface LedgerFilter {
  member?: string;
  from?: string;
  to?: string;
  kind?: string;
  status?: 'pending' | 'posted' | 'voided' | 'reversed';
}

export interface LedgerTransfer {
  id: string;
  no: string;
  type: string;
  kind: string;
  member_id: string | null;
  member: (UserRef & { deleted?: boolean }) | null;
  units: number;
  unit_value_cents: string;
  narration: string;
  pay_type: string | null;
  created_at: string;
  debit_kind: string;
  credit_kind: string;
}

export interface StatementTotals {
  paid_units: number;
  loyalty_units: number;
  cents: number;
}

export interface StatementLine {
  no: string;
  type: string;
  kind: string;
  narration: string;
  created_at: string;
  account: string;
  units: string;
  cents: string;
}

export interface Statement {
  opening: StatementTotals;
  movements: StatementLine[];
  closing: StatementTotals;
}

export interface AuditEvent {
  seq: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  actor_id: string | null;
  actor: UserRef | null;
  occurred_at: string;
  sealed: boolean;
}

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
      myTransactions: build.query<Transaction[], void>({
        query: () => ({ url: 'user/my-transactions', method: 'POST' }),
        transformResponse: unwrap<Transaction[]>,
        providesTags: ['Transactions'],
      }),
      adminTransactions: build.query<CursorPage<Transaction>, TransactionsQuery>({
        query: ({ search, cursor, perPage }) =>
          `admin/transactions/fetch-all?${toQueryString({ search: search.trim(), cursor, perPage })}`,
        providesTags: ['Transactions'],
      }),
      transferUnits: build.mutation<ApiSuccess<Transaction>, TransferPayload>({
        query: (body) => ({ url: 'admin/transactions/transfer', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['Transactions', 'AdminUser', 'Ledger']),
      }),
      deleteTransaction: build.mutation<ApiSuccess<Transaction>, string>({
        query: (id) => ({ url: 'admin/transactions/delete', method: 'POST', body: { id } }),
        invalidatesTags: (_r, error) => (error ? [] : ['Transactions', 'AdminUser', 'Ledger']),
      }),
      approveTransaction: build.mutation<ApiSuccess<Transaction>, { id: string; units: number }>({
        query: (body) => ({ url: 'admin/transactions/approve', method: 'POST', body }),
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
      loyaltyLogs: build.query<LoyaltyLog[], string>({
        query: (id) => `admin/users/${encodeURIComponent(id)}/loyalty-logs`,
        transformResponse: unwrap<LoyaltyLog[]>,
        providesTags: ['LoyaltyLogs'],
      }),
      addLoyaltyUnits: build.mutation<ApiSuccess<LoyaltyResult>, { id: string; units: number }>({
        query: (body) => ({ url: 'user/add-loyalty-units', method: 'POST', body }),
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
  useAddLoyaltyUnitsMutation,
  useLedgerTransfersQuery,
  useLedgerStatementQuery,
  useLedgerEventsQuery,
  useLastLedgerVerificationQuery,
  useStartLedgerVerificationMutation,
} = ledgerApi;
