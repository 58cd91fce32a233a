import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@app/libs';
import { TokenService, UnitOfWork, notFound } from '../../../../platform';
import { EmailVerified } from '../../domain/identity.events';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';
import { EmailCodeChecker } from './check-email-code';

export const EMAIL_PROOF_TTL_SECONDS = 60 * 60;

export type VerifyEmailResult = { proof: string } | { user: UserView };

/**
 * With a signed-in user: verifies the account's own email. Without one: proves that the caller reads
 * the typed email, with a short-lived signed proof that `register` requires.
 */
export class VerifyEmailCode extends Command<VerifyEmailResult> {
  constructor(
    readonly otp: string,
    readonly ip: string,
    readonly email?: string,
    readonly userId?: string,
  ) {
    super();
  }
}

@CommandHandler(VerifyEmailCode)
export class VerifyEmailCodeHandler implements ICommandHandler<VerifyEmailCode> {
  constructor(
    private readonly codes: EmailCodeChecker,
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
    private readonly views: UserViews,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ otp, ip, email, userId }: VerifyEmailCode): Promise<VerifyEmailResult> {
    if (!userId) {
      await this.codes.consume(email!, otp, ip);
      return {
        proof: this.tokens.signProof({ email: email!, purpose: 'register' }, EMAIL_PROOF_TTL_SECONDS),
      };
    }
    const account = await this.users.findActiveById(userId);
    if (!account) throw notFound('User not found', 'USER.NOT_FOUND');
    await this.codes.consume(account.email, otp, ip);
    const user = await this.uow.run(async (tx) => {
      const locked = (await this.users.lockActiveById(userId, tx.manager))!;
      if (!locked.emailVerifiedAt) {
        locked.emailVerifiedAt = new Date();
        await tx.manager.getRepository(UserRecord).save(locked);
        tx.record(new EmailVerified(locked.id, { email: locked.email }, locked.id));
      }
      return locked;
    });
    return { user: await this.views.of(user) };
  }
}
