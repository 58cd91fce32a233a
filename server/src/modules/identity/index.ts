// Identity's public API for other modules.
import { EmailCodeRecord } from './infrastructure/email-code.orm-entity';
import { PasswordResetRecord } from './infrastructure/password-reset.orm-entity';
import { UserRecord } from './infrastructure/user.orm-entity';

export { IdentityModule } from './identity.module';
export { UserViews } from './application/user-views.service';
export { UserDirectory, type UserSummary, type UserContact } from './application/user-directory';
export { MemberBalances, type MemberBalanceFigures } from './application/member-balances';
export { MemberPayments, type MemberPaymentFigures } from './application/member-payments';
export { UserAccounts, type AccountSnapshot, type NewAccount } from './application/user-accounts';
export { type UsersPage, type UsersPageRow } from './infrastructure/users-page.query';
export { referralLink } from './domain/referral-link';
// The profile's fields and their rules, shared by the back-office's create-user form (issue 11).
export { ProfileDto } from './interface/http/dto/profile.dto';
export { EmailField, PasswordField } from './interface/http/dto/rules';
export * from './domain/identity.events';

export const identityEntities = [UserRecord, EmailCodeRecord, PasswordResetRecord];
