import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Messages, type UserView } from '@app/libs';
import { IssuedToken, RateLimiter, TokenService, UnitOfWork, unauthorized } from '../../../../platform';
import { LoggedIn } from '../../domain/identity.events';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';

export class Login extends Command<{ session: IssuedToken; user: UserView }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}

const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins lock an account for 15 minutes from the address that failed (10 failures), so a
 * stranger guessing from one address cannot lock the owner out; and everywhere after 50 failures
 * from any addresses, which takes a guesser many addresses (each is also held to 30 logins a minute).
 */
export function loginFailureLimits(email: string, ip: string) {
  return [
    { key: `login-failures:${email}:${ip}`, max: 10, windowSeconds: FAILURE_WINDOW_SECONDS },
    { key: `login-failures:${email}`, max: 50, windowSeconds: FAILURE_WINDOW_SECONDS },
  ];
}

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
  ) {}

  async execute({ email, password, ip }: Login) {
    const failures = loginFailureLimits(email, ip);
    await this.limiter.consume({ key: `login:ip:${ip}`, max: 30, windowSeconds: 60 });
    // Checked before the password: once locked, the right password must not get through either.
    await this.limiter.check(...failures);
    const user = await this.users.findActiveByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limiter.consume(...failures);
      throw unauthorized(Messages.invalidCredentials, 'AUTH.BAD_CREDENTIALS');
    }
    await this.uow.run(async (tx) => tx.record(new LoggedIn(user.id, { ip }, user.id)));
    for (const limit of failures) await this.limiter.reset(limit.key);
    return { session: this.tokens.issue(user), user: await this.views.of(user) };
  }
}
