import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { OTP_TTL_SECONDS } from '@app/libs';
import { generateCode, hashCode } from '../../domain/one-time-code';
import { CodeSecret } from '../../infrastructure/code-secret';
import { EmailCodePurpose, EmailCodeRecord } from '../../infrastructure/email-code.orm-entity';

/** Makes an email's new one-time code for one purpose; only its keyed hash is stored. */
@Injectable()
export class EmailCodeIssuer {
  constructor(private readonly secret: CodeSecret) {}

  /** Replaces the earlier unused code of the same purpose; returns the code in clear, for the email. */
  async issue(manager: EntityManager, email: string, purpose: EmailCodePurpose): Promise<string> {
    const codes = manager.getRepository(EmailCodeRecord);
    const code = generateCode();
    await codes.update({ email, purpose, consumedAt: IsNull() }, { consumedAt: new Date() });
    await codes.insert({
      email,
      purpose,
      codeHash: hashCode(this.secret.value, email, code),
      attempts: 0,
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
    return code;
  }
}
