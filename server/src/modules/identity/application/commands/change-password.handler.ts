import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Messages, type UserView } from '@app/libs';
import {
  IssuedToken,
  RateLimiter,
  SessionUser,
  TokenService,
  UnitOfWork,
  ValidationFailed,
  notFound,
} from '../../../../platform';
import { passwordFailure } from '../password-failure';
import { PasswordChanged } from '../../domain/identity.events';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';

export class ChangePassword extends Command<{ session: IssuedToken; user: UserView }> {
  constructor(
    readonly session: SessionUser,
    readonly oldPassword: string,
    readonly password: string,
    readonly confirmation: string,
  ) {
    super();
  }
}

/** Every other session ends (token version moves on); this one gets a fresh token. */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
  ) {}

  async execute({ session, oldPassword, password, confirmation }: ChangePassword) {
    const user = await this.users.findActiveById(session.id);
    if (!user) throw notFound('User not found', 'USER.NOT_FOUND');
    const failures = { key: `password-change-failures:${user.id}`, max: 5, windowSeconds: 15 * 60 };
    // Checked before the password: once locked, the right old password must not get through either.
    await this.limiter.check(failures);
    if (!(await this.hasher.verify(user.passwordHash, oldPassword))) {
      await this.limiter.consume(failures);
      throw ValidationFailed.coded('old_password', 'PASSWORD.WRONG_OLD', Messages.wrongOldPassword);
    }
    const weak = passwordFailure(password, confirmation);
    if (weak) throw weak;
    const passwordHash = await this.hasher.hash(password);
    const updated = await this.uow.run(async (tx) => {
      const locked = (await this.users.lockActiveById(user.id, tx.manager))!;
      locked.passwordHash = passwordHash;
      locked.tokenVersion += 1;
      locked.updatedAt = new Date();
      await tx.manager.getRepository(UserRecord).save(locked);
      tx.record(new PasswordChanged(user.id, {}, user.id));
      return locked;
    });
    return { session: this.tokens.issue(updated), user: await this.views.of(updated) };
  }
}
