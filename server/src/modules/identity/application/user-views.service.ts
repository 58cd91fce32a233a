import { Injectable } from '@nestjs/common';
import type { UserView } from '@app/libs';
import { AppConfig, notFound } from '../../../platform';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import { UsersRepository } from '../infrastructure/users.repository';
import { toUserView } from './user-view';

@Injectable()
export class UserViews {
  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  async of(user: UserRecord): Promise<UserView> {
    const [referrer, referrals] = await Promise.all([
      user.referrerId ? this.users.findActiveById(user.referrerId) : null,
      this.users.referralsOf(user.id),
    ]);
    return toUserView(user, this.config.PUBLIC_URL, { referrer, referrals });
  }

  async byId(id: string): Promise<UserView> {
    const user = await this.users.findActiveById(id);
    if (!user) throw notFound('User not found');
    return this.of(user);
  }
}
