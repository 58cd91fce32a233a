import { lazyPicker } from '../../../shared/antd/lazy-picker';
import type { UserPickerProps } from './user-search-select';

/** Picks a user by email, searching the server as the admin types; drawn first as a stand-in. */
export const UserPicker = lazyPicker<UserPickerProps>(
  () => import('./user-search-select'),
  (t) => t('ledger.placeholders.searchEmail'),
);
