import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arrival } from '../../../shared/antd/use-arrival';
import { useSearchUsersQuery, type UserRef } from '../api/ledger.api';

const DEBOUNCE_MS = 300;

export interface UserPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined, user: UserRef | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
}

/**
 * Picks a user by email; the server searches as the admin types (debounced), so it scales to any size.
 * Loaded by UserPicker, which draws a stand-in until it comes.
 */
export default function UserSearchSelect({
  id,
  value,
  onChange,
  placeholder,
  allowClear,
  autoFocus,
  defaultOpen,
}: UserPickerProps & Arrival) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserRef | undefined>();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data = [], isFetching } = useSearchUsersQuery(search);
  const users = chosen && !data.some((u) => u.id === chosen.id) ? [chosen, ...data] : data;

  return (
    <Select
      id={id}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      allowClear={allowClear}
      placeholder={placeholder ?? t('ledger.placeholders.searchEmail')}
      listHeight={200}
      notFoundContent={isFetching ? <Spin size="small" /> : t('ledger.noUsers')}
      options={users.map((u) => ({ value: u.id, label: u.email, title: u.fullName }))}
      optionRender={(option) => {
        const user = users.find((u) => u.id === option.value);
        return (
          <span className="user-picker__option">
            <span>{user?.email}</span>
            <span className="user-picker__name">{user?.fullName}</span>
          </span>
        );
      }}
      onChange={(next: string | undefined) => {
        const user = users.find((u) => u.id === next);
        setChosen(user);
        onChange?.(next, user);
      }}
    />
  );
}
