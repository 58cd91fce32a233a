import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OTP_RESEND_SECONDS, type LanguageCode } from '@app/libs';
import { Mailer, RateLimiter, UnitOfWork } from '../../../../platform';
import { UsersRepository } from '../../infrastructure/users.repository';
import { EmailCodeIssuer } from './issue-email-code';
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

/** A new verification code replaces any earlier one for the email. */
@CommandHandler(SendEmailCode)
export class SendEmailCodeHandler implements ICommandHandler<SendEmailCode> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly issuer: EmailCodeIssuer,
    private readonly users: UsersRepository,
  ) {}

  async execute({ email, ip, language }: SendEmailCode): Promise<void> {
    await this.limiter.consume(
      { key: `otp-send:email:${email}`, max: 1, windowSeconds: OTP_RESEND_SECONDS },
      { key: `otp-send:email-hour:${email}`, max: 5, windowSeconds: 3600 },
      { key: `otp-send:ip:${ip}`, max: 20, windowSeconds: 3600 },
    );
    const account = await this.users.findActiveByEmail(email);
    const writeIn = account?.language ?? language;
    await this.uow.run(async (tx) => {
      const code = await this.issuer.issue(tx.manager, email, 'verify');
      tx.afterCommit(() => this.mailer.enqueue(verificationCodeEmail(email, code, writeIn)));
    });
  }
}
