import { useFindUsersQuery, useParentCandidatesQuery } from '../api/back-office.api';
import { UserSearchSelect, type UserSearchSelectProps } from './user-search-select';

export type PickerProps = Omit<UserSearchSelectProps, 'useUsers'>;

const useAnyUser = (search: string) => {
  const { data = [], isFetching } = useFindUsersQuery(search);
  return { users: data, loading: isFetching };
};

/** Any user (Referred By of a new user). */
export function AnyUserPicker(props: PickerProps) {
  return <UserSearchSelect {...props} useUsers={useAnyUser} />;
}

/** Users who may become `memberId`'s parent or take over its children: never it or its downline. */
export function OutsideNetworkPicker({
  memberId,
  exclude,
  ...props
}: PickerProps & { memberId: string; exclude?: string }) {
  const useCandidates = (search: string) => {
    const { data, isFetching } = useParentCandidatesQuery({ id: memberId, search, per_page: 50 });
    const users = (data?.data ?? []).filter((u) => u.id !== exclude);
    return { users, loading: isFetching };
  };
  return <UserSearchSelect {...props} useUsers={useCandidates} />;
}
