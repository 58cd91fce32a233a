import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { OTP_TTL_SECONDS, type LanguageCode } from '@app/libs';
import { Mailer, RateLimiter, UnitOfWork } from '../../../../platform';
import { generateCode, hashCode } from '../../domain/one-time-code';
import { EmailCodeRecord } from '../../infrastructure/email-code.orm-entity';
import { CodeSecret } from '../../infrastructure/code-secret';
import { UsersRepository } from '../../infrastructure/users.repository';
import { verificationCodeEmail } from '../identity-emails';

export class SendEmailCode extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
    /** The request's language: it decides for an email that has no account yet. */
    readonly language: LanguageCode,
  ) {
    super();
  }
}

/** A new code replaces any earlier one for the email; only its keyed hash is stored. */
@CommandHandler(SendEmailCode)
export class SendEmailCodeHandler implements ICommandHandler<SendEmailCode> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly secret: CodeSecret,
    private readonly users: UsersRepository,
  ) {}

  async execute({ email, ip, language }: SendEmailCode): Promise<void> {
    await this.limiter.consume(
      { key: `otp-send:email:${email}`, max: 1, windowSeconds: 60 },
      { key: `otp-send:email-hour:${email}`, max: 5, windowSeconds: 3600 },
      { key: `otp-send:ip:${ip}`, max: 20, windowSeconds: 3600 },
    );
    const account = await this.users.findActiveByEmail(email);
    const writeIn = account?.language ?? language;
    const code = generateCode();
    await this.uow.run(async (tx) => {
      const codes = tx.manager.getRepository(EmailCodeRecord);
      await codes.update({ email, consumedAt: IsNull() }, { consumedAt: new Date() });
      await codes.insert({
        email,
        codeHash: hashCode(this.secret.value, email, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      });
      tx.afterCommit(() => this.mailer.enqueue(verificationCodeEmail(email, code, writeIn)));
    });
  }
}
