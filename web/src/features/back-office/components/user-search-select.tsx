import type { UserRef } from '@app/libs';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from './use-debounced';

export interface UserSearchSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** The users matching what was typed (searched on the server, so it scales to any size). */
  useUsers: (search: string) => { users: UserRef[]; loading: boolean };
  'aria-label'?: string;
  /** How it arrives after its stand-in (lazyPicker): focused, and open when the stand-in was pressed. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
}

/** A user picked by name or email from a server-side search; each option shows name and email. */
export function UserSearchSelect({
  id,
  value,
  onChange,
  placeholder,
  useUsers,
  ...rest
}: UserSearchSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [chosen, setChosen] = useState<UserRef | undefined>();
  const { users: found, loading } = useUsers(search);
  const users = chosen && !found.some((u) => u.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      autoFocus={rest.autoFocus}
      defaultOpen={rest.defaultOpen}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? undefined}
      allowClear
      placeholder={placeholder ?? t('backOffice.picker.placeholder')}
      listHeight={200}
      notFoundContent={loading ? <Spin size="small" /> : t('backOffice.noRecord')}
      options={users.map((u) => ({ value: u.id, label: `${u.fullName} (${u.email})` }))}
      optionRender={(option) => {
        const user = users.find((u) => u.id === option.value);
        return (
          <span className="back-office-picker__option">
            <span>{user?.fullName}</span>
            <span className="back-office-picker__email">{user?.email}</span>
          </span>
        );
      }}
      onChange={(next: string | undefined) => {
        setChosen(users.find((u) => u.id === next));
        onChange?.(next);
      }}
    />
  );
}
