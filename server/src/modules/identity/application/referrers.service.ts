import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { Messages, type ReferrerView } from '@app/libs';
import { notFound } from '../../../platform';
import { UsersRepository } from '../infrastructure/users.repository';
import { toReferrerView } from './user-view';

/** Resolves a referral link (member id + that member's token) to the member's public card. */
@Injectable()
export class Referrers {
  constructor(private readonly users: UsersRepository) {}

  async resolve(id: string, token: string): Promise<ReferrerView> {
    const user = await this.users.findActiveById(id);
    const a = Buffer.from(user?.referralToken ?? '');
    const b = Buffer.from(token);
    if (!user || a.length !== b.length || !timingSafeEqual(a, b))
      throw notFound(Messages.referralInvalid, 'REGISTRATION.REFERRAL_INVALID');
    return toReferrerView(user);
  }
}
