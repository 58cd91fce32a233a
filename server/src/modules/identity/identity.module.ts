import { Module } from '@nestjs/common';
import { ConfigurationModule } from '../configuration';
import { JwtStrategy, SessionUserLoader } from '../../platform';
import { ChangePasswordHandler } from './application/commands/change-password.handler';
import { EmailCodeChecker } from './application/commands/check-email-code';
import { EmailCodeIssuer } from './application/commands/issue-email-code';
import { LoginHandler } from './application/commands/login.handler';
import { LogoutHandler } from './application/commands/logout.handler';
import { RegisterUserHandler } from './application/commands/register-user.handler';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset.handler';
import { ResetPasswordHandler } from './application/commands/reset-password.handler';
import { SendEmailCodeHandler } from './application/commands/send-email-code.handler';
import { UpdateProfileHandler } from './application/commands/update-profile.handler';
import { ChangeLanguageHandler } from './application/commands/change-language.handler';
import { VerifyEmailCodeHandler } from './application/commands/verify-email-code.handler';
import { WelcomeEmailReaction } from './application/consumers/welcome-email.reaction';
import { SuperAdminSeed } from './application/credentials-seed';
import { Referrers } from './application/referrers.service';
import { RegistrationWindow } from './application/registration-window.service';
import { UserViews } from './application/user-views.service';
import { UserDirectory } from './application/user-directory';
import { UserAccounts } from './application/user-accounts';
import { UsersPageQuery } from './infrastructure/users-page.query';
import { CodeSecret } from './infrastructure/code-secret';
import { PasswordHasher } from './infrastructure/password-hasher';
import { DatabaseSessionUserLoader } from './infrastructure/session-user-loader';
import { UsersRepository } from './infrastructure/users.repository';
import { AuthController } from './interface/http/auth.controller';
import { PasswordController } from './interface/http/password.controller';
import { ProfileController } from './interface/http/profile.controller';
import { LanguageController } from './interface/http/language.controller';
import { ReferralController } from './interface/http/referral.controller';
import { UserDirectoryController } from './interface/http/user-directory.controller';

const commandHandlers = [
  RegisterUserHandler,
  SendEmailCodeHandler,
  VerifyEmailCodeHandler,
  LoginHandler,
  LogoutHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  UpdateProfileHandler,
  ChangeLanguageHandler,
];

/** Who people are: accounts, sign-in and sessions, email verification, passwords, profiles, referral links. */
@Module({
  imports: [ConfigurationModule],
  controllers: [
    AuthController,
    PasswordController,
    ProfileController,
    LanguageController,
    ReferralController,
    UserDirectoryController,
  ],
  providers: [
    ...commandHandlers,
    EmailCodeChecker,
    EmailCodeIssuer,
    WelcomeEmailReaction,
    SuperAdminSeed,
    Referrers,
    RegistrationWindow,
    UserViews,
    UserDirectory,
    UserAccounts,
    UsersPageQuery,
    CodeSecret,
    PasswordHasher,
    UsersRepository,
    JwtStrategy,
    { provide: SessionUserLoader, useClass: DatabaseSessionUserLoader },
  ],
  exports: [UserViews, UserDirectory, UserAccounts],
})
export class IdentityModule {}
