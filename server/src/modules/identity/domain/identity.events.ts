import { DomainEvent } from '../../../platform/events/domain-event';

/** The stored types of identity's events: consumers name them through this, never by a copy. */
export const IdentityEventType = {
  userRegistered: 'identity.UserRegistered',
  emailVerified: 'identity.EmailVerified',
  loggedIn: 'identity.LoggedIn',
  loggedOut: 'identity.LoggedOut',
  passwordChanged: 'identity.PasswordChanged',
  passwordResetRequested: 'identity.PasswordResetRequested',
  passwordReset: 'identity.PasswordReset',
  profileUpdated: 'identity.ProfileUpdated',
  superAdminSeeded: 'identity.SuperAdminSeeded',
  userDeleted: 'identity.UserDeleted',
  roleChanged: 'identity.RoleChanged',
} as const;

abstract class UserEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return 'User';
  }
}

/**
 * `activation`: the first purchase of a member who registered with "Pay now? No", to be paid offline
 * (receipts opens it, ADR 0029). Absent on events recorded before it existed and on users created by
 * an administrator (a member created by one is given units, paid at once): nothing to open.
 */
export interface RegisteredActivation {
  units: number;
  payType: string | null;
}

export class UserRegistered extends UserEvent<{
  email: string;
  role: string;
  referrerId: string | null;
  activation?: RegisteredActivation;
}> {
  get type() {
    return IdentityEventType.userRegistered;
  }
}
export class EmailVerified extends UserEvent<{ email: string }> {
  get type() {
    return IdentityEventType.emailVerified;
  }
}
export class LoggedIn extends UserEvent<{ ip: string }> {
  get type() {
    return IdentityEventType.loggedIn;
  }
}
export class LoggedOut extends UserEvent<Record<string, never>> {
  get type() {
    return IdentityEventType.loggedOut;
  }
}
export class PasswordChanged extends UserEvent<Record<string, never>> {
  get type() {
    return IdentityEventType.passwordChanged;
  }
}
export class PasswordResetRequested extends UserEvent<Record<string, never>> {
  get type() {
    return IdentityEventType.passwordResetRequested;
  }
}
export class PasswordReset extends UserEvent<Record<string, never>> {
  get type() {
    return IdentityEventType.passwordReset;
  }
}
export class ProfileUpdated extends UserEvent<{ fields: string[] }> {
  get type() {
    return IdentityEventType.profileUpdated;
  }
}
export class SuperAdminSeeded extends UserEvent<{ email: string }> {
  get type() {
    return IdentityEventType.superAdminSeeded;
  }
}
/**
 * A SuperAdmin soft-deleted the user (issue 11). The referral network moves the user's children
 * under `childrenTo`, or makes them top-level when it is null, and takes the user out of the tree.
 */
export class UserDeleted extends UserEvent<{ email: string; childrenTo: string | null }> {
  get type() {
    return IdentityEventType.userDeleted;
  }
}
/** A SuperAdmin changed the user's role (staff: create, promote, demote); the user's sessions are revoked. */
export class RoleChanged extends UserEvent<{ from: string; to: string }> {
  get type() {
    return IdentityEventType.roleChanged;
  }
}
