import type {
  AdminPasswordPayload,
  AdminUserRow,
  ApiSuccess,
  AssignParentPayload,
  ChangeRolePayload,
  DashboardData,
  DeleteUserPayload,
  ExclusiveOfNetworkQuery,
  NetworkCandidatesPage,
  NetworkPlacement,
  Paginated,
  PaymentStatusPayload,
  TreeLevel,
  UpdateUserPayload,
  UserRef,
  UserView,
} from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import { keyedPost } from '../../../shared/api/keyed-call';

export interface UsersQuery {
  page: number;
  perPage: number;
  search: string;
}

export interface TreeQuery {
  id: string;
  parent?: string;
  page?: number;
}

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

const query = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

// 'AdminUser' is the ledger's tag of the same user: a change here refreshes its units card too.
const USER_TAGS = ['AdminUsers', 'AdminUser', 'Network', 'Dashboard'] as const;

export const backOfficeApi = baseApi.enhanceEndpoints({ addTagTypes: [...USER_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardData, void>({
      query: () => 'admin/dashboard-data',
      transformResponse: unwrap<DashboardData>,
      providesTags: ['Dashboard'],
    }),
    users: build.query<Paginated<AdminUserRow>, UsersQuery>({
      query: ({ page, perPage, search }) =>
        `admin/user/fetch-all?${query({ page, perPage, search: search.trim() })}`,
      transformResponse: unwrap<Paginated<AdminUserRow>>,
      providesTags: ['AdminUsers'],
    }),
    /** Users by name or email, for pickers (Referred By, a deleted user's new parent). */
    findUsers: build.query<UserRef[], string>({
      query: (search) => ({ url: 'user/all-users', method: 'POST', body: { search, limit: 50 } }),
      transformResponse: unwrap<UserRef[]>,
    }),
    user: build.query<UserView, string>({
      query: (id) => `admin/users/${encodeURIComponent(id)}`,
      transformResponse: unwrap<UserView>,
      providesTags: ['AdminUser'],
    }),
    placement: build.query<NetworkPlacement, string>({
      query: (id) => `admin/user/network/${encodeURIComponent(id)}`,
      transformResponse: unwrap<NetworkPlacement>,
      providesTags: ['Network'],
    }),
    tree: build.query<TreeLevel, TreeQuery>({
      query: ({ id, parent, page }) => `admin/user/get-user-tree?${query({ id, parent, page })}`,
      transformResponse: unwrap<TreeLevel>,
      providesTags: ['Network'],
    }),
    parentCandidates: build.query<NetworkCandidatesPage, ExclusiveOfNetworkQuery>({
      query: (body) => ({ url: 'user/fetch-all/exclusive-of-my-network', method: 'POST', body }),
      transformResponse: unwrap<NetworkCandidatesPage>,
      providesTags: ['Network'],
    }),
    /** Multipart; keyed only when units are given, since only then does it move units. */
    createUser: build.mutation<ApiSuccess<{ id: string }>, { body: FormData; idempotencyKey?: string }>({
      query: ({ body, idempotencyKey }) =>
        idempotencyKey
          ? keyedPost('create', { body, idempotencyKey })
          : { url: 'create', method: 'POST', body },
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'Dashboard', 'Network']),
    }),
    updateUser: build.mutation<ApiSuccess<UserView>, UpdateUserPayload>({
      query: (body) => ({ url: 'user/update-user', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'AdminUsers', 'Network', 'Dashboard']),
    }),
    assignParent: build.mutation<ApiSuccess<unknown>, AssignParentPayload>({
      query: (body) => ({ url: 'user/assign-parent', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'Network', 'Dashboard']),
    }),
    updatePaymentStatus: build.mutation<ApiSuccess<unknown>, PaymentStatusPayload>({
      query: (body) => ({ url: 'user/update-payment-status', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'AdminUsers', 'Dashboard']),
    }),
    updatePassword: build.mutation<ApiSuccess<unknown>, AdminPasswordPayload>({
      query: (body) => ({ url: 'user/update-password', method: 'POST', body }),
    }),
    deleteUser: build.mutation<ApiSuccess<unknown>, DeleteUserPayload>({
      query: (body) => ({ url: 'admin/user/delete', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [...USER_TAGS]),
    }),
    changeRole: build.mutation<ApiSuccess<unknown>, ChangeRolePayload>({
      query: (body) => ({ url: 'admin/user/change-role', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'AdminUsers']),
    }),
  }),
});

export const {
  useDashboardQuery,
  useUsersQuery,
  useFindUsersQuery,
  useUserQuery,
  usePlacementQuery,
  useTreeQuery,
  useLazyTreeQuery,
  useParentCandidatesQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useAssignParentMutation,
  useUpdatePaymentStatusMutation,
  useUpdatePasswordMutation,
  useDeleteUserMutation,
  useChangeRoleMutation,
} = backOfficeApi;
