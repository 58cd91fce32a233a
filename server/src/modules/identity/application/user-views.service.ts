import { Injectable } from '@nestjs/common';
import type { UserView } from '@app/libs';
import { AppConfig, notFound } from '../../../platform';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import { UsersRepository } from '../infrastructure/users.repository';
import { MemberBalances } from './member-balances';
import { toUserView } from './user-view';

@Injectable()
export class UserViews {
  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
    private readonly balances: MemberBalances,
  ) {}

  async of(user: UserRecord): Promise<UserView> {
    const [referrer, referrals] = await Promise.all([
      user.referrerId ? this.users.findActiveById(user.referrerId) : null,
      this.users.referralsOf(user.id),
    ]);
    const balances = await this.balances.balances([user.id, ...referrals.map((r) => r.id)]);
    return toUserView(user, this.config.PUBLIC_URL, { referrer, referrals, balances });
  }

  async byId(id: string): Promise<UserView> {
    const user = await this.users.findActiveById(id);
    if (!user) throw notFound('User not found', 'USER.NOT_FOUND');
    return this.of(user);
  }
}
