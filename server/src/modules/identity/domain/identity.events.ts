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
