import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, IsNull, MoreThan } from 'typeorm';
import { Messages } from '@app/libs';
import { UnitOfWork, badRequest } from '../../../../platform';
import { passwordFailure } from '../password-failure';
import { PasswordReset } from '../../domain/identity.events';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { PasswordResetRecord } from '../../infrastructure/password-reset.orm-entity';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { isUuid } from '../../infrastructure/users.repository';
import { hashResetToken } from './request-password-reset.handler';

/** The unexpired, unused reset of this user with this token, locked when a manager is in a transaction. */
export async function findValidReset(
  manager: EntityManager,
  userId: string,
  token: string,
  lock = false,
): Promise<PasswordResetRecord | null> {
  if (!isUuid(userId) || !token) return null;
  return manager.getRepository(PasswordResetRecord).findOne({
    where: { userId, tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

export class ResetPassword extends Command<void> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly password: string,
    readonly confirmation: string,
  ) {
    super();
  }
}

/** Single use: the link and every other open link of the user die, and so do all sessions. */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, token, password, confirmation }: ResetPassword): Promise<void> {
    const weak = passwordFailure(password, confirmation);
    if (weak) throw weak;
    const passwordHash = await this.hasher.hash(password);
    await this.uow.run(async (tx) => {
      const reset = await findValidReset(tx.manager, userId, token, true);
      if (!reset) throw badRequest(Messages.resetLinkInvalid, 'PASSWORD.RESET_LINK_INVALID');
      const user = await tx.manager
        .getRepository(UserRecord)
        .findOne({ where: { id: userId, deletedAt: IsNull() } });
      if (!user) throw badRequest(Messages.resetLinkInvalid, 'PASSWORD.RESET_LINK_INVALID');
      await tx.manager
        .getRepository(PasswordResetRecord)
        .update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
      await tx.manager
        .getRepository(UserRecord)
        .update(userId, { passwordHash, tokenVersion: () => 'token_version + 1', updatedAt: new Date() });
      tx.record(new PasswordReset(userId, {}, userId));
    });
  }
}
