import { Injectable } from '@nestjs/common';
import { REFERRALS_ON_USER, type ReferralsPage, type UserView } from '@app/libs';
import { DataSource } from 'typeorm';
import { AppConfig, CoalescingLoader, notFound } from '../../../platform';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import { isUuid } from '../infrastructure/users.repository';
import { readReferralsPage, readUserViews, type UserViewRow } from '../infrastructure/user-view.queries';
import { MemberBalances } from './member-balances';
import { MemberPayments } from './member-payments';
import { toReferralSummary, toUserView } from './user-view';

/**
 * The user as read: one statement for the user, their referrer and first referrals and beside it one
 * for the payment state (ADR 0022), then one for the ledger balances of them all (ADR 0020); each
 * shared by the requests of one round of the event loop (ADR 0054).
 */
@Injectable()
export class UserViews {
  private readonly users = new CoalescingLoader<string, UserViewRow>((ids) =>
    readUserViews(this.dataSource, ids, REFERRALS_ON_USER),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly balances: MemberBalances,
    private readonly payments: MemberPayments,
  ) {}

  /** After a command has committed its change to `user`. */
  of(user: UserRecord): Promise<UserView> {
    return this.byId(user.id);
  }

  async byId(id: string): Promise<UserView> {
    if (!isUuid(id)) throw notFound('User not found', 'USER.NOT_FOUND');
    const key = id.toLowerCase();
    // The payment state needs only the id: read beside the user, not after it. Only the balances
    // wait for the user's row, which names the referrals whose balances are shown.
    const [user, payment] = await Promise.all([this.users.load(key), this.payments.paymentState(key)]);
    if (!user) throw notFound('User not found', 'USER.NOT_FOUND');
    const balances = await this.balances.balances([user.id, ...user.referrals.map((r) => r.id)]);
    return toUserView(user, this.config.PUBLIC_URL, balances, payment);
  }

  /** Page `page` (from 1) of the member's referrals, oldest first. */
  async referrals(memberId: string, page: number, perPage: number): Promise<ReferralsPage> {
    const { rows, total } = await readReferralsPage(this.dataSource, memberId, perPage, (page - 1) * perPage);
    const balances = await this.balances.balances(rows.map((r) => r.id));
    return { data: rows.map((r) => toReferralSummary(r, balances)), total, page, per_page: perPage };
  }
}
