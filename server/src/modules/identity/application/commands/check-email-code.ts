import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { Messages } from '@app/libs';
import { AppError, RateLimiter, badRequest } from '../../../../platform';
import { checkCode, hashCode, type CodeCheck } from '../../domain/one-time-code';
import { CodeSecret } from '../../infrastructure/code-secret';
import { EmailCodePurpose, EmailCodeRecord } from '../../infrastructure/email-code.orm-entity';

/**
 * Consumes the email's current code of a purpose when `otp` matches. A wrong try is counted in its own committed
 * transaction, so that the fifth wrong try locks the code whatever the caller does next.
 */
@Injectable()
export class EmailCodeChecker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: CodeSecret,
    private readonly limiter: RateLimiter,
  ) {}

  /** A verification code: throws the client error that says what is wrong with it. */
  async consume(email: string, otp: string, ip: string): Promise<void> {
    await this.limiter.consume({ key: `otp-check:ip:${ip}`, max: 60, windowSeconds: 3600 });
    const outcome = await this.check(email, otp, 'verify');
    switch (outcome) {
      case 'ok':
        return;
      case 'locked':
        throw new AppError(429, Messages.otpLocked, 'OTP.LOCKED');
      case 'expired':
        throw badRequest(Messages.otpExpired, 'OTP.EXPIRED');
      default:
        throw badRequest(Messages.wrongOtp, 'OTP.WRONG');
    }
  }

  /** Consumes the current code of `purpose` when `otp` matches; says how the check went, never throws. */
  async check(email: string, otp: string, purpose: EmailCodePurpose): Promise<CodeCheck> {
    return this.dataSource.transaction(async (m) => {
      const codes = m.getRepository(EmailCodeRecord);
      const stored = await codes.findOne({
        where: { email, purpose, consumedAt: IsNull() },
        order: { createdAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      const hashes = this.secret.values.map((key) => hashCode(key, email, otp));
      const result = checkCode(stored, hashes, new Date());
      if (result === 'ok') await codes.update(stored!.id, { consumedAt: new Date() });
      if (result === 'wrong') await codes.increment({ id: stored!.id }, 'attempts', 1);
      return result;
    });
  }
}
