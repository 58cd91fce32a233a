import { DomainEvent } from '../../../platform/events/domain-event';

abstract class UserEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return 'User';
  }
}

export class UserRegistered extends UserEvent<{ email: string; role: string; referrerId: string | null }> {
  get type() {
    return 'identity.UserRegistered';
  }
}
export class EmailVerified extends UserEvent<{ email: string }> {
  get type() {
    return 'identity.EmailVerified';
  }
}
export class LoggedIn extends UserEvent<{ ip: string }> {
  get type() {
    return 'identity.LoggedIn';
  }
}
export class LoggedOut extends UserEvent<Record<string, never>> {
  get type() {
    return 'identity.LoggedOut';
  }
}
export class PasswordChanged extends UserEvent<Record<string, never>> {
  get type() {
    return 'identity.PasswordChanged';
  }
}
export class PasswordResetRequested extends UserEvent<Record<string, never>> {
  get type() {
    return 'identity.PasswordResetRequested';
  }
}
export class PasswordReset extends UserEvent<Record<string, never>> {
  get type() {
    return 'identity.PasswordReset';
  }
}
export class ProfileUpdated extends UserEvent<{ fields: string[] }> {
  get type() {
    return 'identity.ProfileUpdated';
  }
}
export class SuperAdminSeeded extends UserEvent<{ email: string }> {
  get type() {
    return 'identity.SuperAdminSeeded';
  }
}
/**
 * A SuperAdmin soft-deleted the user (issue 11). The referral network moves the user's children
 * under `childrenTo`, or makes them top-level when it is null, and takes the user out of the tree.
 */
export class UserDeleted extends UserEvent<{ email: string; childrenTo: string | null }> {
  get type() {
    return 'identity.UserDeleted';
  }
}
/** A SuperAdmin changed the user's role (staff: create, promote, demote); the user's sessions are revoked. */
export class RoleChanged extends UserEvent<{ from: string; to: string }> {
  get type() {
    return 'identity.RoleChanged';
  }
}
