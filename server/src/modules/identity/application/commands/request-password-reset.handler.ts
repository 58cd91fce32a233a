import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_SECONDS } from '@app/libs';
import { AppConfig, Mailer, RateLimiter, UnitOfWork } from '../../../../platform';
import { PasswordResetRequested } from '../../domain/identity.events';
import { PasswordResetRecord } from '../../infrastructure/password-reset.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { passwordResetEmail } from '../identity-emails';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Answers the same whether or not the email belongs to someone; only the owner gets a link. */
export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly users: UsersRepository,
    private readonly uow: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async execute({ email, ip }: RequestPasswordReset): Promise<void> {
    await this.limiter.consume(
      { key: `reset:ip:${ip}`, max: 10, windowSeconds: 3600 },
      { key: `reset:email:${email}`, max: 3, windowSeconds: 3600 },
    );
    const user = await this.users.findActiveByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.uow.run(async (tx) => {
      await tx.manager.getRepository(PasswordResetRecord).insert({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      tx.record(new PasswordResetRequested(user.id, {}, user.id));
      const url = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/create-new-password/${user.id}/${token}`;
      tx.afterCommit(() =>
        this.mailer.enqueue(passwordResetEmail(user.email, user.fname, url, user.language)),
      );
    });
  }
}
