import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Messages, type UserView } from '@app/libs';
import {
  IssuedToken,
  Mailer,
  RateLimiter,
  TokenService,
  UnitOfWork,
  unauthorized,
} from '../../../../platform';
import { LoggedIn } from '../../domain/identity.events';
import type { UserRecord } from '../../infrastructure/user.orm-entity';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { UsersRepository } from '../../infrastructure/users.repository';
import { signInCodeEmail } from '../identity-emails';
import { UserViews } from '../user-views.service';
import { EmailCodeChecker } from './check-email-code';
import { EmailCodeIssuer } from './issue-email-code';
import { loginLimits } from './login-limits';

export class Login extends Command<{ session: IssuedToken; user: UserView }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    /** The sign-in code emailed while the account is under many failed attempts. */
    readonly code?: string,
  ) {
    super();
  }
}

export const LOGIN_CODE_REQUIRED_TEXT =
  'Unusual sign-in activity on this account: if the email and password are right, we have emailed you a sign-in code. Enter it to continue.';
export const BAD_CREDENTIALS_OR_CODE_TEXT = 'The email, the password or the sign-in code is wrong.';

/**
 * Email and password; and, once the account has seen many failures from any addresses, also the
 * code emailed to its owner (ADR 0016). While the code is required every answer without one is the
 * same, right password or not, so the guesser learns nothing; only the owner's mailbox gets the code.
 */
@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
    private readonly codes: EmailCodeChecker,
    private readonly issuer: EmailCodeIssuer,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, password, ip, code }: Login) {
    const limits = loginLimits(email, ip);
    await this.limiter.consume(limits.pace);
    // Checked before the password: from a throttled address the right password gets no answer either.
    await this.limiter.check(limits.addressFailures, limits.pairFailures);
    const needsCode = await this.limiter.spent(limits.accountFailures);
    const user = await this.users.findActiveByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limiter.record(limits.addressFailures, limits.pairFailures, limits.accountFailures);
      throw this.refusal(needsCode, code);
    }
    if (needsCode) {
      if (!code) {
        await this.mailCode(user, limits.codeMails);
        throw this.refusal(needsCode, code);
      }
      // Only with the right password is the code tried: a guesser cannot use up the owner's code.
      if ((await this.codes.check(user.email, code, 'login')) !== 'ok') throw this.refusal(needsCode, code);
    }
    await this.uow.run(async (tx) => tx.record(new LoggedIn(user.id, { ip }, user.id)));
    await this.limiter.reset(limits.pairFailures.key);
    return { session: this.tokens.issue(user), user: await this.views.of(user) };
  }

  private refusal(needsCode: boolean, code: string | undefined) {
    if (!needsCode) return unauthorized(Messages.invalidCredentials, 'AUTH.BAD_CREDENTIALS');
    return code
      ? unauthorized(BAD_CREDENTIALS_OR_CODE_TEXT, 'AUTH.BAD_CREDENTIALS_OR_CODE')
      : unauthorized(LOGIN_CODE_REQUIRED_TEXT, 'AUTH.LOGIN_CODE_REQUIRED');
  }

  /** A new code, unless the hour's mails are spent: then the one already sent still serves. */
  private async mailCode(user: UserRecord, codeMails: ReturnType<typeof loginLimits>['codeMails']) {
    if (!(await this.limiter.record(codeMails))) return;
    await this.uow.run(async (tx) => {
      const code = await this.issuer.issue(tx.manager, user.email, 'login');
      tx.afterCommit(() => this.mailer.enqueue(signInCodeEmail(user.email, code, user.language)));
    });
  }
}
