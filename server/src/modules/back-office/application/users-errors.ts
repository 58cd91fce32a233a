import { AppError, ValidationFailed, forbidden } from '../../../platform';
import type { UsersRefusal } from '../domain/staff-rules';

/** The English texts of the back-office's refusals (codes USERS.*, server/src/locales/en/errors.json). */
export const UsersMessages = {
  superAdminOnly: 'Only a Super Admin can do this.',
  lastSuperAdmin: 'The last Super Admin cannot be demoted.',
  onlyMembersDeleted: 'Only users with the role User can be deleted.',
  parentIsUser: 'A user cannot be the parent of their own referrals after deletion.',
  parentInDownline: 'The new parent cannot be one of the deleted user’s referrals.',
  parentNotFound: 'The selected parent was not found.',
  referralNotFound: 'The referring user was not found.',
  receiptRequired: 'Please select at least one receipt',
} as const;

export function usersError(refusal: UsersRefusal): AppError {
  switch (refusal) {
    case 'SUPER_ADMIN_ONLY':
      return forbidden(UsersMessages.superAdminOnly, 'USERS.SUPER_ADMIN_ONLY');
    case 'LAST_SUPER_ADMIN':
      return new AppError(409, UsersMessages.lastSuperAdmin, 'USERS.LAST_SUPER_ADMIN');
    case 'ONLY_MEMBERS_DELETED':
      return new AppError(409, UsersMessages.onlyMembersDeleted, 'USERS.ONLY_MEMBERS_DELETED');
    case 'PARENT_IS_USER':
      return ValidationFailed.coded('parent', 'USERS.PARENT_IS_USER', UsersMessages.parentIsUser);
    case 'PARENT_IN_DOWNLINE':
      return ValidationFailed.coded('parent', 'USERS.PARENT_IN_DOWNLINE', UsersMessages.parentInDownline);
    case 'PARENT_NOT_FOUND':
      return ValidationFailed.coded('parent', 'USERS.PARENT_NOT_FOUND', UsersMessages.parentNotFound);
  }
}
