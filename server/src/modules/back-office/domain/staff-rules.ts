import { Role } from '@app/libs';

/** Why the back-office refuses a change of accounts; the interface turns it into a coded error. */
export type UsersRefusal =
  | 'SUPER_ADMIN_ONLY'
  | 'LAST_SUPER_ADMIN'
  | 'ONLY_MEMBERS_DELETED'
  | 'PARENT_IS_USER'
  | 'PARENT_IN_DOWNLINE'
  | 'PARENT_NOT_FOUND';

const isStaff = (role: Role) => role !== Role.User;

/** Only a SuperAdmin creates Admins and SuperAdmins (PRODUCT-DECISIONS "Roles and routing"). */
export function creationRefusal(actorRole: Role, newRole: Role): UsersRefusal | null {
  return isStaff(newRole) && actorRole !== Role.SuperAdmin ? 'SUPER_ADMIN_ONLY' : null;
}

/** A role change never leaves the system without a SuperAdmin. */
export function roleChangeRefusal(change: {
  currentRole: Role;
  newRole: Role;
  activeSuperAdmins: number;
}): UsersRefusal | null {
  const demotesSuperAdmin = change.currentRole === Role.SuperAdmin && change.newRole !== Role.SuperAdmin;
  return demotesSuperAdmin && change.activeSuperAdmins <= 1 ? 'LAST_SUPER_ADMIN' : null;
}

/**
 * Only members are deleted; their children go under `parent` (an active user outside the deleted
 * user's downline, never the user) or become top-level when it is null.
 */
export function deletionRefusal(deletion: {
  userId: string;
  role: Role;
  parentId: string | null;
  parentExists: boolean;
  parentInDownline: boolean;
}): UsersRefusal | null {
  if (deletion.role !== Role.User) return 'ONLY_MEMBERS_DELETED';
  if (deletion.parentId === null) return null;
  if (deletion.parentId === deletion.userId) return 'PARENT_IS_USER';
  if (!deletion.parentExists) return 'PARENT_NOT_FOUND';
  return deletion.parentInDownline ? 'PARENT_IN_DOWNLINE' : null;
}

/** An Admin manages members; staff accounts are a SuperAdmin's to manage. */
export function staffChangeRefusal(actorRole: Role, targetRole: Role): UsersRefusal | null {
  return isStaff(targetRole) && actorRole !== Role.SuperAdmin ? 'SUPER_ADMIN_ONLY' : null;
}
